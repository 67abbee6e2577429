#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to standard output and standard error the way Unix tools do: every byte or a clear end. Before it
/// ends the process, `ExitCleanup` runs. Call `prepare()` at start-up, before any file is opened.
///
/// - Standard output closed by its reader (`storyflow check | head`): the process ends at once and quietly, by
///   `SIGPIPE`, as `cat` or `grep` would (the shell reports status 141).
/// - Any other failure to write standard output (a full disk, an I/O error): one line on standard error naming
///   the reason, and exit status 2, the status of every other I/O problem.
/// - Standard error that cannot be written is given up on silently: there is nowhere left to say so.
public enum StandardStreams {
    /// Writes `text` to standard output, or ends the process as described on the type.
    public static func writeOutput(_ text: String) {
        var text = text
        text.withUTF8(writeOutput(buffer:))
    }

    /// Writes `bytes`, text in UTF-8, to standard output, or ends the process as described on the type.
    public static func writeOutput(utf8 bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer(writeOutput(buffer:))
    }

    private static func writeOutput(buffer bytes: UnsafeBufferPointer<UInt8>) {
        guard let failure = writeAll(bytes, to: STDOUT_FILENO) else { return }
        ExitCleanup.run()
        if failure == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            _exit(141)
        }
        writeError("storyflow: error: standard output cannot be written: \(String(cString: strerror(failure)))\n")
        exit(2)
    }

    /// Readies the process's streams, before any file is opened:
    ///
    /// - standard input, output and error that were closed (`storyflow run ... >&-`) are opened on `/dev/null`,
    ///   so the next file opened cannot take descriptor 0, 1 or 2 and receive what is meant for a stream (an
    ///   events file would otherwise get the transcript too);
    /// - writes to a pipe without a reader fail with `EPIPE` instead of killing the process with `SIGPIPE`, so a
    ///   pipe or FIFO whose reader has gone is an error the writer sees, not a silent death.
    public static func prepare() {
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(stream, F_GETFD) < 0 && errno == EBADF {
            // `open` takes the lowest free descriptor: the closed stream's, since the ones below it are open.
            let opened = open("/dev/null", stream == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != stream {
                _ = dup2(opened, stream)
                close(opened)
            }
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard error, above its status line when one is shown; failures are ignored.
    public static func writeError(_ text: String) {
        StatusLine.standardError.write(text)
    }

    /// Writes every byte (retrying after interruptions and short writes); the `errno` of a failure, if any.
    public static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let count = writeToDescriptor(descriptor, base + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }
}
