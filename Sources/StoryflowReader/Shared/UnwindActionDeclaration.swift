import StoryflowModel

/// Reads an `<unwindAction name=…>` declaration, in a flow or in a storyflow comment of a storyboard.
enum UnwindActionDeclaration {
    /// The action `name` declares, or `nil` with an `invalid-value` error at `location` when it is no method name
    /// (`x(`, `(segue:)`, `x()`).
    static func read(_ name: String, at location: SourceLocation, sink: DiagnosticCollector) -> UnwindAction? {
        guard UnwindAction.isValidDeclaration(name) else {
            sink.report(
                .invalidValue, at: location,
                """
                `\(name)` is not a method name; name the unwind action by its name (`unwindToList`), its Swift name \
                (`unwindToList(segue:)`) or its selector (`unwindToList:`)
                """)
            return nil
        }
        return UnwindAction(declaredName: name, location: location)
    }
}
