import StoryflowChecks
import StoryflowModel

/// Checks an app's Swift code against its flows and storyboards (`check --swift`): each identifier the code
/// names against what the documents declare, and each action method the documents name against the code. A
/// finding about code points at the Swift line and names the document line it is about (or the closest one).
public enum SwiftFlowChecker {
    /// The findings for `references` (collected from every Swift file of the app) against `documents`.
    public static func check(_ references: [SwiftReference], against documents: [FlowDocument]) -> [Diagnostic] {
        let declared = DeclaredIdentifiers(documents)
        var diagnostics: [Diagnostic] = []
        var used = Set<String>()
        var registered = Set<String>()
        var unwindMethods = Set<String>()
        var segueActionMethods: [String: SourceLocation] = [:]
        for reference in references {
            switch reference.kind {
            case .registeredReuseIdentifier: registered.insert(reference.name)
            case .unwindActionMethod: unwindMethods.insert(reference.name)
            case .segueActionMethod: segueActionMethods[reference.name] = segueActionMethods[reference.name] ?? reference.location
            default: break
            }
        }
        var (segueHints, storyboardHints, reuseHints, contractHints, unwindHints) = (
            SuggestionCache(), SuggestionCache(), SuggestionCache(), SuggestionCache(), SuggestionCache()
        )
        for reference in references {
            switch reference.kind {
            case .segueIdentifier(let call):
                used.insert(DeclaredIdentifiers.segueKey(reference.name))
                guard declared.segues[reference.name] == nil else { continue }
                diagnostics.append(
                    SwiftCheckRules.unknownSegueIdentifier.diagnostic(
                        at: reference.location,
                        "\(call) names the segue `\(reference.name)`, but no segue \(declared.has("has that identifier", "has that id"))"
                            + declared.suggestion(for: reference.name, in: declared.segues, cache: &segueHints)
                    ))
            case .storyboardIdentifier:
                used.insert(DeclaredIdentifiers.storyboardKey(reference.name))
                guard declared.storyboardIdentifiers[reference.name] == nil else { continue }
                diagnostics.append(
                    SwiftCheckRules.unknownStoryboardIdentifier.diagnostic(
                        at: reference.location,
                        """
                        instantiateViewController(withIdentifier:) names `\(reference.name)`, but no scene \
                        \(declared.has("has that Storyboard ID", "has that storyboardIdentifier"))
                        """
                            + declared.storyboardIdentifierHint(for: reference.name, cache: &storyboardHints)
                    ))
            case .reuseIdentifier:
                guard declared.reuseIdentifiers[reference.name] == nil, !registered.contains(reference.name) else { continue }
                diagnostics.append(
                    SwiftCheckRules.unknownReuseIdentifier.diagnostic(
                        at: reference.location,
                        """
                        dequeueReusableCell names `\(reference.name)`, but no prototype cell \
                        \(declared.has("has that Identifier", "has that reuseIdentifier")) and the code registers no class for it
                        """
                            + declared.suggestion(for: reference.name, in: declared.reuseIdentifiers, cache: &reuseHints)
                    ))
            case .inputName, .resultName:
                let isInput = reference.kind == .inputName
                let names = isInput ? declared.inputs : declared.results
                guard !names.isEmpty, names[reference.name] == nil else { continue }
                diagnostics.append(
                    SwiftCheckRules.unknownContractName.diagnostic(
                        at: reference.location,
                        "\(isInput ? "the input" : "the result") `\(reference.name)` is declared by no scene of the flows"
                            + declared.suggestion(for: reference.name, in: names, cache: &contractHints)
                    ))
            case .registeredReuseIdentifier, .unwindActionMethod, .segueActionMethod:
                break
            }
        }
        let methodLocations = Dictionary(
            references.filter { $0.kind == .unwindActionMethod }.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
        let sortedUnwindMethods = unwindMethods.sorted()
        for unwind in declared.unwinds where !unwindMethods.contains(unwind.action) {
            var message = "this unwind segue targets `\(unwind.action)`, but no method of the Swift code takes a segue under that name"
            if let closest = unwindHints.closest(to: unwind.action, in: sortedUnwindMethods), let location = methodLocations[closest] {
                let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
                message += "; did you mean `\(closest)` (\(file):\(location.line))?"
            } else {
                message += "; add `@IBAction func \(unwind.action)(_ segue: UIStoryboardSegue)` to the controller to return to"
            }
            diagnostics.append(SwiftCheckRules.missingUnwindAction.diagnostic(at: unwind.location, message))
        }
        var namedActions = Set<String>()
        for action in declared.segueActions {
            namedActions.insert(action.method)
            guard segueActionMethods[action.method] == nil else { continue }
            diagnostics.append(
                SwiftCheckRules.missingSegueAction.diagnostic(
                    at: action.location,
                    """
                    this segue creates its destination with `\(action.selector)`, but no `@IBSegueAction func \(action.method)` is in the Swift code; UIKit \
                    raises when the segue runs
                    """
                ))
        }
        for (method, location) in segueActionMethods where !namedActions.contains(method) {
            diagnostics.append(
                SwiftCheckRules.unusedIdentifier.diagnostic(
                    at: location, "no segue names the segue action `\(method)`; connect it to a segue's Instantiation action in Interface Builder, or remove it"
                ))
        }
        for (key, entry) in declared.unusedCandidates where !used.contains(key) {
            diagnostics.append(SwiftCheckRules.unusedIdentifier.diagnostic(at: entry.location, entry.message))
        }
        return diagnostics.sorted()
    }
}
