import Foundation
import StoryflowIO
import Testing

/// Environment variables read by name.
@Suite struct ProcessEnvironmentTests {
    @Test func onlyTheVariablesSetAreGivenAsTheyAre() {
        let name = "STORYFLOW_TEST_\(UUID().uuidString.replacingOccurrences(of: "-", with: "_"))"
        setenv(name, "a=b c\u{1B}é", 1)
        setenv(name + "_EMPTY", "", 1)
        defer {
            unsetenv(name)
            unsetenv(name + "_EMPTY")
        }
        #expect(ProcessEnvironment.values(of: [name, name + "_EMPTY", name + "_UNSET"]) == [name: "a=b c\u{1B}é", name + "_EMPTY": ""])
        #expect(ProcessEnvironment.values(of: []).isEmpty)
        #expect(ProcessEnvironment.values(of: ["PATH"])["PATH"] == ProcessInfo.processInfo.environment["PATH"])
    }
}
