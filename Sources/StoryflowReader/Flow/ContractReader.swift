import StoryflowModel

/// Reads the contract elements of a flow: a scene's `<input>` and `<result>`, the `<pass>` and `<receive>` of
/// segues and relationships, and `<deepLink>`.
struct ContractReader {
    let sink: DiagnosticCollector

    /// Reads an `<input>`; `nil` (reported) without a name.
    func readInput(_ node: XMLNode) -> ContractInput? {
        let element = ElementReader<InputAttribute>(node, sink: sink, table: FlowVocabulary.inputTable)
        for child in node.children { element.reportUnknownChild(child, allowed: []) }
        guard let name = element.required(.name, purpose: "segues pass it by name") else { return nil }
        let typeName = element.string(.type).flatMap { $0.isEmpty ? nil : $0 } ?? ContractInput.defaultTypeName
        let defaultValue = element.string(.default)
        var isRequired = defaultValue == nil
        if element.entry(.required) != nil {
            isRequired = element.bool(.required, default: isRequired)
            if isRequired, defaultValue != nil, let entry = element.entry(.required) {
                sink.report(
                    .invalidValue, at: entry.location, "input `\(name)` has a default, so no way in has to pass it; remove `required=\"true\"` or the default")
                isRequired = false
            }
        }
        if typeName.hasPrefix("enum"), let entry = element.entry(.type) {
            let cases = ContractInput(name: name, typeName: typeName, isRequired: isRequired, location: node.location).enumerationCases
            if cases == nil || cases!.contains("") {
                sink.report(.invalidValue, at: entry.location, "`\(typeName)` is not an enumeration; list its cases as `enum(add,edit)`")
            }
        }
        return ContractInput(name: name, typeName: typeName, isRequired: isRequired, defaultValue: defaultValue, location: node.location)
    }

    /// Reads a `<result>`; `nil` (reported) without a name.
    func readResult(_ node: XMLNode) -> ContractResult? {
        let element = ElementReader<ResultAttribute>(node, sink: sink, table: FlowVocabulary.resultTable)
        for child in node.children { element.reportUnknownChild(child, allowed: []) }
        guard let name = element.required(.name, purpose: "the presenter receives it by name") else { return nil }
        let producers = element.string(.by).map { $0.split(separator: " ").map(String.init) } ?? []
        return ContractResult(name: name, typeName: element.string(.type), producers: producers, location: node.location)
    }

    /// Reads a `<pass>`; `nil` (reported) without an input name or with a value that is not one.
    func readPass(_ node: XMLNode) -> InputPass? {
        let element = ElementReader<PassAttribute>(node, sink: sink, table: FlowVocabulary.passTable)
        for child in node.children { element.reportUnknownChild(child, allowed: []) }
        guard let input = element.required(.input, purpose: "the destination's input it fills") else { return nil }
        var value: PassedValue?
        if let entry = element.entry(.value) {
            value = PassedValue(flowValue: entry.value)
            if value == nil {
                sink.report(
                    .invalidValue, at: entry.location,
                    "`\(entry.value)` is not a value; use text, `$row`, `$row.OUTLET`, `$input.NAME`, or `$$` for a literal `$`")
                return nil
            }
        }
        return InputPass(input: input, value: value, location: node.location)
    }

    /// Reads a `<receive>`; `nil` (reported) without a result name.
    func readReceipt(_ node: XMLNode) -> ResultReceipt? {
        let element = ElementReader<ReceiveAttribute>(node, sink: sink, table: FlowVocabulary.receiveTable)
        for child in node.children { element.reportUnknownChild(child, allowed: []) }
        guard let result = element.required(.result, purpose: "the destination's result the source handles") else { return nil }
        return ResultReceipt(result: result, location: node.location)
    }

    /// Reads the `<pass>` children of a relationship or deep link, reporting any other child.
    func readPasses<Attribute>(in node: XMLNode, element: ElementReader<Attribute>) -> [InputPass] {
        var passes: [InputPass] = []
        for child in node.children {
            guard child.name.isSameName(as: "pass") else {
                element.reportUnknownChild(child, allowed: ["pass"])
                continue
            }
            if let pass = readPass(child) { passes.append(pass) }
        }
        return passes
    }

    /// Reads a `<deepLink>`; `nil` (reported) without a valid URL pattern or a scene.
    func readDeepLink(_ node: XMLNode) -> DeepLink? {
        let element = ElementReader<DeepLinkAttribute>(node, sink: sink, table: FlowVocabulary.deepLinkTable)
        let passes = readPasses(in: node, element: element).filter { pass in
            guard case .literal? = pass.value else {
                let what = pass.value.map { "`\($0.flowValue)`" } ?? "a <pass> without `value`"
                sink.report(
                    .invalidValue, at: pass.location,
                    """
                    \(what) has nothing to take its value from in a deep link: there is no tapped row, source scene or code; pass text, or use a \
                    `{placeholder}` in the URL
                    """
                )
                return false
            }
            return true
        }
        let text = element.required(.url, purpose: "the URL pattern, e.g. `myapp://players/{name}`")
        let scene = element.required(.scene, purpose: "the id of the scene it opens")
        guard let text, let scene else { return nil }
        switch DeepLinkPattern.parse(text) {
        case .failure(let error):
            sink.report(.invalidValue, at: element.location(of: .url) ?? node.location, error.message)
            return nil
        case .success(let pattern):
            return DeepLink(pattern: pattern, sceneID: scene, containerID: element.string(.container), passes: passes, location: node.location)
        }
    }
}
