/// The plain and grouped tables of Listing 9-2 (the flow picks the style, as `base (tableStyle)` does).
final class SimpleTableScreen: SourceTableScreen {}
