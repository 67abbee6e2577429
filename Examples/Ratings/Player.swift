/// A player (`Player : NSObject`): name, game and a rating of 1 to 5 stars.
final class Player {
    var name: String
    var game: String
    var rating: Int

    init(name: String, game: String, rating: Int) {
        self.name = name
        self.game = game
        self.rating = rating
    }
}
