#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server sets up in its own process before it listens.
enum ProcessLimits {
    /// Descriptors kept for everything but client connections: the upstream's connections,
    /// the listening socket, standard streams, ICU's data files.
    static let reservedDescriptors = 64

    /// Raises the soft descriptor limit to the hard one (systemd's `LimitNOFILE`, or the
    /// shell's) and returns how many client connections fit below it.
    static func connectionCapacity() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 - reservedDescriptors }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        // An unlimited or huge limit still gets a finite cap (NIO's own arrays grow with it).
        let descriptors = Int(min(limit.rlim_cur, 1 << 20))
        return max(16, descriptors - reservedDescriptors)
    }

    /// SIGHUP, which a closing terminal or an operator's `kill -HUP` sends, would end the
    /// process and the requests in flight: it is ignored (the server has no log file to
    /// reopen; it writes to standard error).
    static func ignoreHangUp() {
        signal(SIGHUP, SIG_IGN)
    }
}
