class PlayersViewController: UITableViewController {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "AddPlayer" {}
        switch segue.identifier { case "show"?: break; default: break }
    }
    @IBAction func cancel(_ segue: UIStoryboardSegue) {}
    func open() { performSegue(withIdentifier: "add", sender: nil); tableView.dequeueReusableCell(withIdentifier: "Player") }
    let m = [[1, 2], [3, 4]]; let s = "\(a) \("\(b)")"; let r = #"\#(x)"#; let t: Array<Dictionary<String, Int>> = []
}
