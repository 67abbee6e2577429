#!/usr/bin/env bash
# Builds Tests/PluginFixture, a package that uses Storyflow's SwiftPM plugins, and checks what they do:
# - the build-tool plugin shows the fixture flow's warning in `swift build`'s output, in Xcode's format;
# - a second build with nothing changed does not check again (a build command with declared inputs);
# - an error in the flow fails the build, naming the file, line and rule;
# - `swift package storyflow-check` reports the same and exits non-zero, and zero once the flow is fixed;
#   run again with nothing changed, it does not link storyflow again;
# - editing the package's .storyflow.yml checks the flows again, under it, and so do adding, editing and
#   removing one in a folder inside the target after the first build.
# The fixture is copied to a temporary folder so the repository is never written to. CI runs this script.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Tests/PluginFixture" "$work/fixture"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/fixture/Package.swift"
cd "$work/fixture"
flow=Sources/App/Flows/App.flow.xml
# A configuration that changes nothing yet; editing it later must check again.
printf 'disabled_rules: []\n' > .storyflow.yml

fail() { echo "test-plugins: $*" >&2; exit 1; }

echo "test-plugins: building the fixture (this builds storyflow too)"
swift build > build1.log 2>&1 || { cat build1.log; fail "the fixture did not build"; }
grep -q "App.flow.xml:6:26: warning: scene \`list\` has no navigation controller above it" build1.log \
  || { cat build1.log; fail "the build did not show the flow's warning"; }

# SwiftPM links the plugin's tool again on the second build (which checks again, the tool being new); from the
# third on, nothing has changed.
swift build > build2.log 2>&1 || { cat build2.log; fail "the second build failed"; }
swift build > build2.log 2>&1 || { cat build2.log; fail "the third build failed"; }
if grep -q "storyflow check App" build2.log; then cat build2.log; fail "a build with nothing changed checked the flows again"; fi
if find .build -path '*App*resources*' | grep -q .; then fail "the plugin's output was bundled as a resource of the app"; fi

sed -i 's/destination="detail"/destination="detial"/' "$flow"
if swift build > build3.log 2>&1; then cat build3.log; fail "a flow with an error did not fail the build"; fi
grep -q "App.flow.xml:6:26: error: this show segue leads to scene \`detial\`, which does not exist (did you mean \`detail\`?)" build3.log \
  || { cat build3.log; fail "the failed build did not name the error"; }

if swift package storyflow-check --format xcode > command1.log 2>&1; then cat command1.log; fail "storyflow-check passed a flow with an error"; fi
grep -q "App.flow.xml:6:26: error: .*\[unknown-destination\]" command1.log || { cat command1.log; fail "storyflow-check did not report the error"; }

sed -i 's/destination="detial"/destination="detail"/' "$flow"
swift package storyflow-check --target App --format xcode > command2.log 2>&1 || { cat command2.log; fail "storyflow-check failed on a flow with only a warning"; }
grep -q "\[show-without-navigation-controller\]" command2.log || { cat command2.log; fail "storyflow-check --target App did not report the warning"; }
linked="$(stat -c %Y.%y .build/debug/storyflow)"
swift package storyflow-check --target App > command3.log 2>&1 || { cat command3.log; fail "storyflow-check failed when run again"; }
[ "$(stat -c %Y.%y .build/debug/storyflow)" = "$linked" ] || fail "storyflow-check linked storyflow again with nothing changed"
swift build > build4.log 2>&1 || { cat build4.log; fail "the build failed after the flow was fixed"; }

# The package's .storyflow.yml is among the build command's inputs: editing it checks again, under it.
printf 'disabled_rules: [show-without-navigation-controller]\n' > .storyflow.yml
swift build > build5.log 2>&1 || { cat build5.log; fail "the build failed with a configuration"; }
grep -q "storyflow check App" build5.log || { cat build5.log; fail "an edited .storyflow.yml did not check the flows again"; }
if grep -q "show-without-navigation-controller" build5.log; then cat build5.log; fail "the build's check ignored .storyflow.yml"; fi

# A .storyflow.yml inside the target, in the flows' own folder, is an input as soon as it exists.
printf 'disabled_rules: []\n' > .storyflow.yml
swift build > build6.log 2>&1 || { cat build6.log; fail "the build failed with the configuration emptied"; }
grep -q "warning: scene \`list\`" build6.log || { cat build6.log; fail "emptying .storyflow.yml did not bring the warning back"; }
printf 'disabled_rules: [show-without-navigation-controller]\n' > Sources/App/Flows/.storyflow.yml
swift build > build7.log 2>&1 || { cat build7.log; fail "the build failed with a nested configuration"; }
grep -q "storyflow check App" build7.log || { cat build7.log; fail "adding a .storyflow.yml inside the target did not check again"; }
if grep -q "show-without-navigation-controller" build7.log; then cat build7.log; fail "the build's check ignored the nested .storyflow.yml"; fi
rm Sources/App/Flows/.storyflow.yml
swift build > build8.log 2>&1 || { cat build8.log; fail "the build failed with the nested configuration removed"; }
grep -q "warning: scene \`list\`" build8.log || { cat build8.log; fail "removing the nested .storyflow.yml did not check again"; }
echo "test-plugins: the build-tool plugin and storyflow-check behave as documented"
