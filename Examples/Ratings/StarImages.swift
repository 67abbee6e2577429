/// The seed's star images (`1StarSmall.png` ... `5StarsSmall.png`) as a terminal shows them, looked up by name as
/// `UIImage(named:)` does.
enum StarImages {
    static func image(named name: String) -> String? {
        let pictures = [
            "1StarSmall.png": "★☆☆☆☆", "2StarsSmall.png": "★★☆☆☆", "3StarsSmall.png": "★★★☆☆",
            "4StarsSmall.png": "★★★★☆", "5StarsSmall.png": "★★★★★",
        ]
        return pictures[name]
    }
}
