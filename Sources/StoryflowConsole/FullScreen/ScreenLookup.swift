import StoryflowModel
import StoryflowScreen
import StoryflowTerminal

/// Finding what an element of the screen is (a row, a control), and drawing a text field with text being typed.
extension Screen {
    /// The layer of the scene instance `instance` among those the user interacts with: the top layer, its
    /// columns and the scenes embedded in them.
    func interactiveLayer(_ instance: String) -> ScreenLayer? {
        interactiveLayers.first { $0.instance == instance }
    }

    /// The layers the user interacts with: the top layer, or its columns, and the scenes embedded in them.
    var interactiveLayers: [ScreenLayer] {
        topLayer.map(Self.interactiveLayers(of:)) ?? []
    }

    /// The split view column (its index) that shows `element`, when the top layer is a split view.
    func columnIndex(of element: ScreenElement) -> Int? {
        guard let columns = topLayer?.columns, !columns.isEmpty, let instance = element.instance else { return nil }
        return columns.firstIndex { Self.interactiveLayers(of: $0).contains { $0.instance == instance } }
    }

    /// `layer`, or its columns, and the scenes embedded in them.
    private static func interactiveLayers(of layer: ScreenLayer) -> [ScreenLayer] {
        let own = layer.columns.isEmpty ? [layer] : layer.columns.flatMap(interactiveLayers(of:))
        return own + own.flatMap { $0.body.controls.flatMap(\.selfAndNested).flatMap(\.embedded).flatMap(interactiveLayers(of:)) }
    }

    /// The row `row` of `section` in the table of `instance`, if it is in view.
    func row(_ section: Int, _ row: Int, of instance: String) -> ScreenRow? {
        interactiveLayer(instance)?.body.table?.sections.flatMap(\.rows).first { $0.section == section && $0.row == row }
    }

    /// The control a numbered-control or cell-control element stands for.
    func control(for element: ScreenElement) -> ScreenControl? {
        switch element {
        case .target(.control(let instance, let path, _)):
            return interactiveLayer(instance).flatMap { Self.control(at: path, in: $0.body.controls) }
        case .cellControl(let instance, let section, let row, let path, _):
            return self.row(section, row, of: instance).flatMap { Self.control(at: path, in: $0.subviews) }
        default:
            return nil
        }
    }

    /// The screen with the text field `element` showing `text` (with the caret where it is, as the text is typed).
    func showing(_ text: String, in element: ScreenElement) -> Screen {
        var screen = self
        screen.layers = layers.map { layer in
            layer.editing { body, instance in
                switch element {
                case .target(.control(instance, let path, _)):
                    Self.edit(&body.controls, at: path, text: text)
                case .cellControl(instance, let section, let rowIndex, let path, _):
                    guard var table = body.table else { return }
                    for sectionIndex in table.sections.indices {
                        for index in table.sections[sectionIndex].rows.indices
                        where table.sections[sectionIndex].rows[index].section == section && table.sections[sectionIndex].rows[index].row == rowIndex {
                            Self.edit(&table.sections[sectionIndex].rows[index].subviews, at: path, text: text)
                        }
                    }
                    body.table = table
                default:
                    break
                }
            }
        }
        return screen
    }

    private static func control(at path: [Int], in controls: [ScreenControl]) -> ScreenControl? {
        guard let first = path.first, controls.indices.contains(first) else { return nil }
        return path.count == 1 ? controls[first] : control(at: Array(path.dropFirst()), in: controls[first].children)
    }

    private static func edit(_ controls: inout [ScreenControl], at path: [Int], text: String) {
        guard let first = path.first, controls.indices.contains(first) else { return }
        if path.count == 1 {
            controls[first].text = text
            controls[first].isFirstResponder = false
        } else {
            edit(&controls[first].children, at: Array(path.dropFirst()), text: text)
        }
    }
}

extension ScreenLayer {
    /// The layer with `change` applied to its body and to the bodies of its columns and embedded scenes.
    fileprivate func editing(_ change: (inout ScreenBody, String) -> Void) -> ScreenLayer {
        var layer = self
        change(&layer.body, instance)
        layer.columns = columns.map { $0.editing(change) }
        layer.body.controls = layer.body.controls.map { $0.editingEmbedded(change) }
        return layer
    }
}

extension ScreenControl {
    /// This control followed by every control nested in it, depth first.
    var selfAndNested: [ScreenControl] { [self] + children.flatMap(\.selfAndNested) }

    fileprivate func editingEmbedded(_ change: (inout ScreenBody, String) -> Void) -> ScreenControl {
        var control = self
        control.embedded = embedded.map { $0.editing(change) }
        control.children = children.map { $0.editingEmbedded(change) }
        return control
    }
}

extension ScreenElement {
    /// The scene instance the element belongs to, when it belongs to one (not a tab or an alert's action).
    var instance: String? {
        switch self {
        case .backButton(let instance), .barButton(let instance, _, _), .target(.row(let instance, _, _)),
            .target(.control(let instance, _, _)), .accessory(let instance, _, _), .swipeAction(let instance, _, _, _),
            .deleteConfirmation(let instance, _, _), .cellControl(let instance, _, _, _, _):
            instance
        case .tab, .alertAction:
            nil
        }
    }
}
