import StoryflowCoverage
import StoryflowModel

extension FlowPicture {
    /// Puts each of `diagnostics` (found in this picture's file) on what it is about: a segue reported where it
    /// is declared (line and column), else the scene or container whose element holds it (the last one starting
    /// at or before it); findings before the first scene are the flow's own. Parts from referenced files, and
    /// parts a difference marks removed (their places are the base file's), are left out.
    public mutating func mark(findings diagnostics: [Diagnostic]) {
        overlays.insert(.diagnostics)
        struct Position: Hashable { var line: Int, column: Int }
        var edgeAt: [Position: Int] = [:]
        for (index, edge) in edges.enumerated() where edge.file == nil && edge.marks.change != .removed {
            let position = Position(line: edge.line, column: edge.column)
            if edgeAt[position] == nil { edgeAt[position] = index }
        }
        let isHere = { (file: String?, marks: Marks) in file == nil && marks.change != .removed }
        let starts =
            (nodes.indices.filter { isHere(nodes[$0].file, nodes[$0].marks) }.map { (line: nodes[$0].line, column: nodes[$0].column, node: $0, cluster: -1) }
            + clusters.indices.filter { isHere(clusters[$0].file, clusters[$0].marks) }.map {
                (line: clusters[$0].line, column: clusters[$0].column, node: -1, cluster: $0)
            })
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        for diagnostic in diagnostics {
            let line = diagnostic.location.line
            let finding = Finding(
                severity: diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message,
                line: line, column: diagnostic.location.column
            )
            if let edge = edgeAt[Position(line: line, column: diagnostic.location.column)] {
                edges[edge].marks.findings.append(finding)
                continue
            }
            // The last scene starting at or before the finding, by binary search.
            let position = (line, diagnostic.location.column)
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if (starts[middle].line, starts[middle].column) <= position { low = middle + 1 } else { high = middle }
            }
            guard low > 0 else {
                flowFindings.append(finding)
                continue
            }
            let owner = starts[low - 1]
            if owner.node >= 0 { nodes[owner.node].marks.findings.append(finding) } else { clusters[owner.cluster].marks.findings.append(finding) }
        }
    }

    /// Marks how often walks showed each scene and container and fired each segue, from a coverage record of
    /// this flow (nil: no walk ran, so nothing was reached). Parts from referenced files, and parts a difference
    /// marks removed, are left unmarked.
    public mutating func mark(coverage: CoverageRecord.FileCoverage?) {
        overlays.insert(.coverage)
        let coverage = coverage ?? .init()
        func count(_ value: Int?) -> Int { min(max(value ?? 0, 0), 1_000_000_000) }
        // The record is of this file; parts drawn from referenced files are left unmarked.
        for index in nodes.indices where nodes[index].file == nil && nodes[index].marks.change != .removed {
            nodes[index].marks.hits = count(coverage.scenes[nodes[index].id])
        }
        for index in clusters.indices where clusters[index].file == nil && clusters[index].marks.change != .removed {
            clusters[index].marks.hits = count(coverage.scenes[clusters[index].id])
        }
        for index in edges.indices where edges[index].file == nil && edges[index].marks.change != .removed {
            // An embed segue runs whenever its scene shows.
            let fired = edges[index].kind == "embed" ? coverage.scenes[edges[index].from] : coverage.segues["\(edges[index].line):\(edges[index].column)"]
            edges[index].marks.hits = count(fired)
        }
    }
}
