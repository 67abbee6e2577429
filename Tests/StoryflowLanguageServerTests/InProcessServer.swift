import Foundation
import StoryflowLanguageServer
import StoryflowTestSupport

extension LanguageServerSession {
    /// A session with a `LanguageServer` running in this process on a thread of its own, linking rules to the
    /// checkout's docs/rules.md.
    static func inProcess(configurationPath: String? = nil) -> LanguageServerSession {
        LanguageServerSession(inProcess: { input, output in
            let exit = ServerExit()
            let options = LanguageServer.Options(
                version: "test", configurationPath: configurationPath, rulesDocumentation: Repository.url("docs/rules.md").absoluteString
            )
            Thread { exit.record(LanguageServer(input: input, output: output, options: options).run()) }.start()
            return { seconds in exit.wait(seconds: seconds) }
        })
    }
}

/// The exit status of a server running on its own thread, waited for from the test's.
final class ServerExit: @unchecked Sendable {
    private let condition = NSCondition()
    private var status: Int32?

    func record(_ status: Int32) {
        condition.lock()
        self.status = status
        condition.broadcast()
        condition.unlock()
    }

    /// Waits at most `seconds` for the server to end (again and again, the same status); nil if it did not.
    func wait(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while status == nil, condition.wait(until: deadline) {}
        return status
    }
}
