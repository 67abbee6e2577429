import Foundation

/// A generated app for the `check --swift` benchmark: a flow declaring 100 segues, 20 storyboard identifiers and
/// 20 reuse identifiers, and Swift files of view controllers that perform, compare, instantiate and dequeue
/// them (and do ordinary work between), each about `lines` lines long.
enum SwiftAppGenerator {
    static func flow() -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<flow version=\"1\" name=\"SwiftApp\" initial=\"s0\">\n"
        for scene in 0..<20 {
            text += "  <tableViewController id=\"s\(scene)\" class=\"Controller\(scene)\" storyboardIdentifier=\"Screen\(scene)\">\n"
            text += "    <unwindAction name=\"backTo\(scene)\"/>\n"
            text += "    <tableView content=\"prototypes\"><prototype reuseIdentifier=\"Cell\(scene)\"/></tableView>\n"
            for segue in 0..<5 {
                text += "    <segue id=\"Segue\(scene * 5 + segue)\" kind=\"present\" destination=\"s\((scene + 1) % 20)\"/>\n"
            }
            text += "  </tableViewController>\n"
        }
        return text + "</flow>\n"
    }

    /// One Swift file of about `lines` lines.
    static func source(index: Int, lines: Int) -> String {
        var text = "import UIKit\n\nfinal class Controller\(index): UITableViewController {\n    var items: [String] = []\n\n"
        var method = 0
        while text.split(separator: "\n", omittingEmptySubsequences: false).count < lines - 2 {
            let segue = (index + method) % 100
            text += """
                    func step\(method)(_ value: Int) -> Int {
                        let doubled = value * 2 + \(method)
                        if doubled > 10 { performSegue(withIdentifier: "Segue\(segue)", sender: self) }
                        let list = items.filter { !$0.isEmpty }.map { $0.uppercased() }
                        return list.count + doubled
                    }

                    override func prepare\(method)(for segue: UIStoryboardSegue, sender: Any?) {
                        switch segue.identifier {
                        case "Segue\((segue + 1) % 100)"?: break
                        default: if segue.identifier == "Segue\((segue + 2) % 100)" { print("ok") }
                        }
                        let screen = storyboard?.instantiateViewController(withIdentifier: "Screen\(method % 20)")
                        _ = tableView.dequeueReusableCell(withIdentifier: "Cell\(method % 20)", for: IndexPath(row: 0, section: 0))
                        _ = screen
                    }

                """
            method += 1
        }
        return text + "    @IBAction func backTo\(index % 20)(_ segue: UIStoryboardSegue) {}\n}\n"
    }
}
