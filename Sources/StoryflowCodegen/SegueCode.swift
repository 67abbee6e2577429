/// Writes a scene's segue and cell code: the identifier enums, a typed `perform(_:sender:)`, the destination of
/// each segue as its class for an exhaustive `switch` in `prepare(for:sender:)`, and typed dequeuing.
struct SegueCodeWriter {
    let target: SwiftTarget
    let code: SceneCode
    /// Whether the code goes in an extension of the controller class (else in a namespace, without methods).
    let isClassExtension: Bool

    func write(into source: inout SwiftSource) {
        if !code.segues.isEmpty { writeSegues(into: &source) }
        if !code.cells.isEmpty { writeCells(into: &source) }
    }

    private func typeName(_ entry: SceneCode.SegueEntry) -> String {
        entry.isCustom ? entry.destinationType : target.type(entry.destinationType)
    }

    private func writeSegues(into source: inout SwiftSource) {
        source.doc("The segues with identifiers that start in this scene.")
        source.block("enum FlowSegue: String, CaseIterable, Sendable") { source in
            for entry in code.segues {
                let goesTo = entry.destinationSceneID.map { " to scene `\($0)` (\(typeName(entry)))" } ?? ""
                source.doc("`\(entry.identifier)`: \(entry.kind == .unwind ? "an" : "a") `\(entry.kind.rawValue)` segue\(goesTo).")
                source.line("case \(SwiftNames.escaped(entry.caseName)) = \(SwiftNames.literal(entry.identifier))")
            }
        }
        guard isClassExtension else { return }
        source.line()
        source.doc("A segue about to be performed, with the scene it shows first as its class (through navigation controllers to")
        source.doc("their root). Switch over it in `prepare(for:sender:)` without a `default`, so a segue added to the flow is a")
        source.doc("compile error until it is handled.")
        source.block("enum PreparedSegue") { source in
            for entry in code.segues {
                source.doc("`\(entry.identifier)`, showing \(typeName(entry)).")
                source.line("case \(SwiftNames.escaped(entry.caseName))(\(typeName(entry)))")
            }
            source.doc("A segue this scene does not declare with an identifier, or whose destination is not of the class the flow names.")
            source.line("case other(\(target.type("StoryboardSegue")))")
        }
        source.line()
        source.doc("Performs `segue`.")
        source.block("func perform(_ segue: FlowSegue, sender: Any? = nil)") { source in
            source.line("performSegue(withIdentifier: segue.rawValue, sender: sender)")
        }
        source.line()
        source.doc("`segue` with its destination typed, for an exhaustive `switch` in `prepare(for:sender:)`.")
        source.block("func prepared(_ segue: \(target.type("StoryboardSegue"))) -> PreparedSegue") { source in
            source.block("guard let identifier = segue.identifier.flatMap(FlowSegue.init(rawValue:)) else") { source in
                source.line("return .other(segue)")
            }
            source.line("switch identifier {")
            var fallsThrough = false
            for entry in code.segues {
                source.line("case .\(SwiftNames.escaped(entry.caseName)):")
                var expression = "segue.destination"
                for _ in 0..<entry.navigationHops {
                    expression = "(\(expression) as? \(target.type("NavigationController")))?.viewControllers.first"
                }
                source.indented { source in
                    let isBaseClass = !entry.isCustom && entry.destinationType == "ViewController"
                    if isBaseClass, entry.navigationHops == 0 {
                        source.line("return .\(SwiftNames.escaped(entry.caseName))(segue.destination)")
                    } else {
                        fallsThrough = true
                        let cast = isBaseClass ? "" : " as? \(typeName(entry))"
                        source.block("if let destination = \(expression)\(cast)") { source in
                            source.line("return .\(SwiftNames.escaped(entry.caseName))(destination)")
                        }
                    }
                }
            }
            source.line("}")
            // After the switch only when a case may find a destination not of its class.
            if fallsThrough { source.line("return .other(segue)") }
        }
    }

    private func writeCells(into source: inout SwiftSource) {
        if !code.segues.isEmpty { source.line() }
        source.doc("The reuse identifiers of the scene's table and collection view cells.")
        source.block("enum FlowCell: String, CaseIterable, Sendable") { source in
            for cell in code.cells {
                source.doc("A \(cell.isTableCell ? "table" : "collection") view cell\(cell.className.map { " of class \($0)" } ?? "").")
                source.line("case \(SwiftNames.escaped(cell.caseName)) = \(SwiftNames.literal(cell.reuseIdentifier))")
            }
        }
        guard isClassExtension else { return }
        let tableView = target.type("TableView")
        let cellType = target.type("TableViewCell")
        var taken = UniqueNames()
        for cell in code.cells where cell.isTableCell {
            source.line()
            let name = taken.claim("dequeue" + SwiftNames.upperCamel(cell.reuseIdentifier))
            let type = cell.className ?? cellType
            source.doc("Dequeues a `\(cell.reuseIdentifier)` cell\(cell.className.map { " as its class, \($0)" } ?? "").")
            source.block("func \(name)(from tableView: \(tableView), for indexPath: IndexPath) -> \(type)") { source in
                if let className = cell.className {
                    source.line(
                        "let cell = tableView.dequeueReusableCell(withIdentifier: FlowCell.\(SwiftNames.escaped(cell.caseName)).rawValue, for: indexPath)")
                    source.block("guard let typed = cell as? \(className) else") { source in
                        let message = "the cell `\(cell.reuseIdentifier)` is not of class \(className): set its class in the flow or storyboard"
                        source.line("fatalError(\(SwiftNames.literal(message)))")
                    }
                    source.line("return typed")
                } else {
                    source.line("tableView.dequeueReusableCell(withIdentifier: FlowCell.\(SwiftNames.escaped(cell.caseName)).rawValue, for: indexPath)")
                }
            }
        }
    }
}
