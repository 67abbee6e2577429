import ExampleSupport
import StoryflowRuntime

/// The TableStyles app delegate: registers the screens and the custom cell.
final class AppDelegate: ApplicationDelegate {
    let flowName = "TableStyles"

    func registerClasses(in registry: ClassRegistry) {
        registry.register(SimpleTableScreen.self)
        registry.register(IndexedTableScreen.self)
        registry.register(CellStylesScreen.self)
        registry.register(AccessoriesScreen.self)
        registry.register(CustomCellsScreen.self)
        registry.register(EditingScreen.self)
        registry.registerCell(CustomCell.self)
    }
}
