import StoryflowModel

/// An attribute as libxml2 reports it, its name and value, with where the source scanner found its name.
struct RawAttribute {
    var name: String
    var value: String
    var location: SourceLocation
}
