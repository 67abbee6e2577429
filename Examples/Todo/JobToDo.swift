/// A to-do: its title and whether it is done. Stored as `{"title": ..., "isFinished": ...}`.
struct JobToDo: Codable, Equatable {
    var title: String
    var isFinished: Bool
}
