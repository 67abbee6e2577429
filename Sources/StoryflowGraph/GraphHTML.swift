import StoryflowIO

/// The self-contained HTML page of a flow picture: the SVG Graphviz drew, and beside it each scene's screen as
/// the terminal draws it, shown when the scene (or container) is clicked, or named in the address as
/// `#scene=ID` (a focused picture opens on its centre). The drawing fits the width, or shows at its own size
/// to scroll; a legend says what its colours and lines mean. Everything is inline (style, script, drawing):
/// the page needs no network. Without a script every screen is listed.
public enum GraphHTML {
    /// The page of `picture`, with `svg` (the drawing of its DOT) and `screens` (scene id → screen text); the
    /// scenes in `leftOut` were not drawn, to keep a large or costly flow's page within bounds.
    public static func render(_ picture: FlowPicture, svg: String, screens: [String: String], leftOut: Set<String> = []) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="generator" content="storyflow graph">
            <title>\(escaped(picture.name))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header><h1>\(escaped(picture.name))</h1>\(summary(picture))\(legend(picture))</header>
            <main>
            <div id="picture"\(picture.focus.map { " data-focus=\"\(escaped($0.center))\"" } ?? "")>
            <button id="size" type="button">Actual size</button>
            \(drawing(svg))
            </div>
            <aside id="screens">
            <p id="hint">Click a scene to see its screen.</p>

            """
        for cluster in picture.clusters {
            let details = ["\(cluster.kind) container", "id \(cluster.id)", place(cluster.line, in: cluster.file)]
            out += section(
                id: cluster.id, heading: cluster.title ?? cluster.id, details: details, marks: cluster.marks,
                screen: screens[cluster.id], noScreen: noScreen(cluster.id, file: cluster.file, marks: cluster.marks, leftOut: leftOut)
            )
        }
        for node in picture.nodes {
            var details = [node.className ?? node.kind, "id \(node.id)", place(node.line, in: node.file)]
            if !node.isReachable { details.append("nothing reaches it") }
            out += section(
                id: node.id, heading: node.title ?? node.className ?? node.id, details: details, marks: node.marks,
                screen: screens[node.id], noScreen: noScreen(node.id, file: node.file, marks: node.marks, leftOut: leftOut)
            )
        }
        out += """
            </aside>
            </main>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
        return out
    }

    /// The SVG element alone, without the XML declaration and document type Graphviz writes before it.
    private static func drawing(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...]).trimmingTrailingNewlines()
    }

    private static func summary(_ picture: FlowPicture) -> String {
        var parts = [
            FlowPicture.counted(picture.nodes.count, "scene"), FlowPicture.counted(picture.clusters.count, "container"),
            FlowPicture.counted(picture.edges.count, "segue"),
        ]
        if let caption = picture.focusCaption { parts.append(caption) }
        parts += picture.flowChanges.map { "changed: " + $0 }
        parts += picture.flowFindings.map { "\($0.severity): \($0.message) [\($0.rule)]" }
        return "<p>" + escaped(parts.joined(separator: " · ")) + "</p>"
    }

    /// What the colours and lines of the drawing mean, for the overlays it has.
    private static func legend(_ picture: FlowPicture) -> String {
        var items = [
            "solid: show or push", "dashed: present (embed with a diamond)", "dotted: popover",
            "grey, hollow arrow: unwind to where a walk lands (? when none can)", "grey box: nothing reaches it",
        ]
        if picture.overlays.contains(.diagnostics) { items.append("red, orange, blue: an error, warning or note of check (its rules in the label)") }
        if picture.overlays.contains(.coverage) { items.append("red fill or line: never reached by a walk; green fill: reached (how often in the label)") }
        if picture.overlays.contains(.difference) { items.append("green: added; red, dashed: removed; amber, dotted: changed (what changed in the label)") }
        if picture.focus != nil { items.append("thick outline: the scene the picture is centred on") }
        return "<p class=\"legend\">" + escaped(items.joined(separator: " · ")) + "</p>"
    }

    /// Where a part is declared: its line, and its file when it is another file than the picture's.
    private static func place(_ line: Int, in file: String?) -> String {
        file.map { "\($0), line \(line)" } ?? "line \(line)"
    }

    /// Why a part has no screen: it is in another file, it was removed, drawing it was left out of a costly
    /// page, or it cannot be shown on its own.
    private static func noScreen(_ id: String, file: String?, marks: FlowPicture.Marks, leftOut: Set<String>) -> String {
        if marks.change == .removed { return "No screen: it was removed." }
        if leftOut.contains(id) {
            return "No screen here: this page stopped drawing screens, as drawing them all would take too long; storyflow run --start \(id) shows it."
        }
        if let file { return "No screen here: it is drawn from \(file); its own picture shows it." }
        return "No screen: it cannot be shown on its own."
    }

    private static func section(
        id: String, heading: String, details: [String], marks: FlowPicture.Marks, screen: String?, noScreen: String
    ) -> String {
        var out = "<section class=\"scene\" data-scene=\"\(escaped(id))\">\n<h2>\(escaped(heading))</h2>\n"
        out += "<p class=\"details\">\(escaped(details.joined(separator: " · ")))</p>\n"
        if let change = marks.change {
            let text = change == .changed ? "changed: " + marks.changes.joined(separator: "; ") : change.rawValue
            out += "<p class=\"change \(change.rawValue)\">\(escaped(text))</p>\n"
        }
        if let hits = marks.hits { out += "<p class=\"hits\">\(hits == 0 ? "never shown by a walk" : "shown \(hits)× by walks")</p>\n" }
        if !marks.findings.isEmpty {
            out +=
                "<ul class=\"findings\">\n"
                + marks.findings.map {
                    "<li class=\"\(escaped($0.severity))\">\(escaped("line \($0.line): \($0.severity): \($0.message) [\($0.rule)]"))</li>\n"
                }.joined() + "</ul>\n"
        }
        out += screen.map { "<pre class=\"screen\">\(escaped($0.trimmingTrailingNewlines()))</pre>\n" } ?? "<p class=\"details\">\(escaped(noScreen))</p>\n"
        return out + "</section>\n"
    }

    /// `text` for HTML text and attribute values: markup characters as entities, and what a terminal would act
    /// on (controls, bidirectional overrides; `TerminalText`) dropped.
    static func escaped(_ text: String) -> String {
        MarkupText.escaped(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\n": "\n"
            default: nil
            }
        }
    }

    private static let style = """
        body { font-family: Helvetica, Arial, sans-serif; margin: 0; color: #222; }
        header { padding: 8px 16px; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 18px; margin: 4px 0; }
        header p { margin: 4px 0; color: #555; font-size: 13px; }
        main { display: flex; align-items: flex-start; }
        #picture { flex: 1 1 auto; overflow: auto; padding: 8px; }
        #picture svg { max-width: 100%; height: auto; }
        #picture.actual svg { max-width: none; }
        #size { display: block; margin-bottom: 6px; font-size: 12px; }
        .legend { font-size: 12px; color: #777; }
        #screens { flex: 0 0 auto; width: 420px; padding: 8px 16px; border-left: 1px solid #ddd; }
        #screens h2 { font-size: 16px; margin: 8px 0 4px; }
        .details, .hits, .change { font-size: 13px; color: #555; margin: 2px 0; }
        .change.added { color: #2e7d32; } .change.removed { color: #c62828; } .change.changed { color: #b8860b; }
        .findings { font-size: 13px; padding-left: 18px; }
        .findings .error { color: #c62828; } .findings .warning { color: #e65100; } .findings .note { color: #1565c0; }
        pre.screen { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; line-height: 1.15;
          background: #fafafa; border: 1px solid #ddd; padding: 6px; }
        .js section.scene { display: none; }
        .js section.scene.shown { display: block; }
        g.node.selected polygon, g.node.selected path, g.cluster.selected polygon, g.cluster.selected path { stroke-width: 3px; stroke: #1565c0; }
        """

    private static let script = """
        (function () {
          document.documentElement.classList.add("js");
          var sections = {}, shapes = {};
          document.querySelectorAll("section.scene").forEach(function (section) { sections[section.dataset.scene] = section; });
          document.querySelectorAll("#picture g.node, #picture g.cluster").forEach(function (shape) {
            var title = shape.querySelector("title");
            if (!title) { return; }
            var id = title.textContent;
            if (shape.classList.contains("cluster")) { id = id.replace(/^cluster_/, ""); }
            if (!sections[id]) { return; }
            shapes[id] = shape;
            shape.style.cursor = "pointer";
            shape.addEventListener("click", function (event) {
              event.stopPropagation();
              show(id);
              history.replaceState(null, "", "#scene=" + encodeURIComponent(id));
            });
          });
          function show(id) {
            var section = sections[id];
            if (!section) { return; }
            Object.keys(sections).forEach(function (key) { sections[key].classList.remove("shown"); });
            Object.keys(shapes).forEach(function (key) { shapes[key].classList.remove("selected"); });
            section.classList.add("shown");
            if (shapes[id]) { shapes[id].classList.add("selected"); }
            document.getElementById("hint").hidden = true;
          }
          function showAddressedScene() {
            var match = /^#scene=(.*)$/.exec(location.hash);
            if (match) { show(decodeURIComponent(match[1])); }
          }
          window.addEventListener("hashchange", showAddressedScene);
          var picture = document.getElementById("picture");
          var size = document.getElementById("size");
          size.addEventListener("click", function () {
            size.textContent = picture.classList.toggle("actual") ? "Fit to width" : "Actual size";
          });
          if (/^#scene=/.test(location.hash)) { showAddressedScene(); } else if (picture.dataset.focus) { show(picture.dataset.focus); }
        })();
        """
}

extension String {
    /// The text without the line breaks at its end.
    func trimmingTrailingNewlines() -> String {
        var text = Substring(self)
        while text.last?.isNewline == true { text = text.dropLast() }
        return String(text)
    }
}
