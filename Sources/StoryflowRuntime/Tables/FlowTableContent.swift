import StoryflowModel

/// A table's content as the flow declares it: static sections of cells, or sample rows made from prototypes.
@MainActor
struct FlowTableContent {
    let declaration: StoryflowModel.TableView?

    var isStatic: Bool { declaration?.content == .static }

    var numberOfSections: Int {
        guard let declaration else { return 1 }
        return isStatic ? declaration.sections.count : max(1, declaration.samples.count)
    }

    func numberOfRows(inSection section: Int) -> Int {
        guard let declaration else { return 0 }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].cells.count : 0 }
        return declaration.samples.indices.contains(section) ? declaration.samples[section].rows.count : 0
    }

    func header(_ section: Int) -> String? {
        guard let declaration else { return nil }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].header : nil }
        return declaration.samples.indices.contains(section) ? declaration.samples[section].header : nil
    }

    func footer(_ section: Int) -> String? {
        guard let declaration else { return nil }
        if isStatic { return declaration.sections.indices.contains(section) ? declaration.sections[section].footer : nil }
        return declaration.samples.indices.contains(section) ? declaration.samples[section].footer : nil
    }

    /// The static cell, or a cell dequeued from the sample row's prototype and filled with its texts.
    func cell(for tableView: TableView, at indexPath: IndexPath) -> TableViewCell {
        if isStatic { return tableView.staticCell(at: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil) }
        guard let declaration, declaration.samples.indices.contains(indexPath.section),
              declaration.samples[indexPath.section].rows.indices.contains(indexPath.row)
        else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let sample = declaration.samples[indexPath.section].rows[indexPath.row]
        let identifier = sample.prototype ?? declaration.prototypes.first?.reuseIdentifier ?? ""
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let text = sample.text { cell.textLabel?.text = text }
        if let detail = sample.detail { cell.detailTextLabel?.text = detail }
        for value in sample.values {
            let target = value.outlet.flatMap { cell.view(forOutlet: $0) } ?? value.tag.flatMap { cell.contentView.viewWithTag($0) }
            switch target {
            case let label as Label: label.text = value.text
            case let image as ImageView: image.image = value.text
            case let field as TextField: field.text = value.text
            default: break
            }
        }
        return cell
    }
}
