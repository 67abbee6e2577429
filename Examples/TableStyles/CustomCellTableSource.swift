import StoryflowRuntime

/// Listing 9-13: custom cells filled with an item's heading, subheading and image.
final class CustomCellTableSource: TableSource {
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath) as! CustomCell
        let item = tableItems[indexPath.section].items[indexPath.row]
        cell.heading = item.heading
        cell.subHeading = item.subHeading
        if let imageName = item.imageName, !imageName.isEmpty {
            cell.image = imageName
        }
        return cell
    }
}
