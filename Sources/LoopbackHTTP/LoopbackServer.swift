// LoopbackHTTP/LoopbackServer: a small HTTP/1.1 server on 127.0.0.1 only: GET only, the request head bounded, slow
// clients timed out, one request per connection, every response with its Content-Length.
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Why the server could not start: the port and the system's reason.
public struct LoopbackServerError: Error, CustomStringConvertible, Sendable {
    /// One line: `cannot listen on 127.0.0.1:8080: Address already in use`.
    public let description: String
}

/// An HTTP server bound to the loopback interface (127.0.0.1) and nothing else: only this machine can reach it.
///
/// Contract, per connection: one request, then the connection closes. The request head (request line and headers,
/// with the blank line ending them) must arrive within ``timeout`` and be at most ``maximumHeadBytes`` long, else the
/// answer is 408 or 431; a malformed request line or target is answered 400, a method other than GET 405 (`Allow:
/// GET`), each as one line of plain text. A request body is never read. At most ``maximumConnections`` connections are
/// served at once (each on its own thread); more wait in the listen backlog (64) until one of those finishes, so a
/// burst of clients is answered late, never reset. Memory per connection is bounded by the head limit plus the
/// response.
public final class LoopbackServer: Sendable {
    /// The longest request head read, bytes (8 KiB).
    public static let maximumHeadBytes = 8 * 1024
    /// Connections served at once.
    public static let maximumConnections = 32

    /// The port bound (the one the system picked when 0 was asked for).
    public let port: UInt16
    /// How long a client has to send its request head, and to take the response, seconds.
    public let timeout: Double
    private let listener: Int32
    private let openConnections = Mutex(0)

    /// Binds 127.0.0.1:`port` (0: a free port the system picks) and listens.
    ///
    /// - Throws: ``LoopbackServerError`` when the socket cannot be bound (the port is taken, not allowed).
    public init(port: UInt16, timeout: Double = 5) throws(LoopbackServerError) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw LoopbackServerError(description: "cannot open a socket: \(Self.systemReason())") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(INADDR_LOOPBACK).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = Self.systemReason()
            close(fd)
            throw LoopbackServerError(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.listener = fd
        self.port = UInt16(bigEndian: actual.sin_port)
        self.timeout = timeout
    }

    deinit { close(listener) }

    /// The bound address as `(IPv4 address in host order, port)`, read from the socket itself.
    public var boundAddress: (host: UInt32, port: UInt16) {
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        return (UInt32(bigEndian: actual.sin_addr.s_addr), UInt16(bigEndian: actual.sin_port))
    }

    /// How many connections are being answered now (each holds at most its head and its response).
    public var openConnectionCount: Int { openConnections.withLock { $0 } }

    /// `http://127.0.0.1:PORT/`.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Accepts connections until `stop` returns true (checked at least every 0.1 s), answering each request with
    /// `handler`'s response. Connections still being answered when it returns finish on their own threads.
    public func serve(until stop: () -> Bool, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        while !stop() {
            // At the limit, the next connection stays in the backlog (only this loop adds to the count).
            guard openConnectionCount < Self.maximumConnections else {
                usleep(10_000)
                continue
            }
            var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            openConnections.withLock { $0 += 1 }
            Thread.detachNewThread { [self] in
                answer(connection, handler: handler)
                openConnections.withLock { $0 -= 1 }
            }
        }
    }

    /// Reads one request head from `connection`, answers it and closes the connection.
    private func answer(_ connection: Int32, handler: @Sendable (HTTPRequest) -> HTTPResponse) {
        defer { close(connection) }
        var sendTimeout = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &sendTimeout, socklen_t(MemoryLayout<timeval>.size))
        let response: HTTPResponse
        switch readHead(connection) {
        case .closed: return
        case .timedOut: response = .plain(408, "the request head did not arrive within \(timeout) s")
        case .tooLarge: response = .plain(431, "the request head is longer than \(Self.maximumHeadBytes) bytes")
        case .head(let bytes):
            switch RequestHead.parse(bytes) {
            case .failure(let refusal): response = .plain(refusal.status, refusal.reason)
            case .success(let request): response = handler(request)
            }
        }
        send(response.wireBytes, to: connection)
        // Half-close, then read (and drop) what the client still sends for a moment, so closing does not reset the
        // connection before the client has read the answer.
        shutdown(connection, Int32(SHUT_WR))
        drain(connection, atMost: 64 * 1024, milliseconds: 200)
    }

    private enum HeadRead {
        case head([UInt8])
        case tooLarge
        case timedOut
        case closed
    }

    /// The bytes up to and including the blank line ending the head, within the time and size bounds.
    private func readHead(_ connection: Int32) -> HeadRead {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timedOut }
            let milliseconds = Int32(
                max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
            var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, milliseconds) > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return .closed }
            let searchFrom = max(0, buffer.count - 3)
            buffer.append(contentsOf: chunk[0..<count])
            if let end = RequestHead.endOfHead(buffer, from: searchFrom) {
                return end <= Self.maximumHeadBytes ? .head(Array(buffer[0..<end])) : .tooLarge
            }
            if buffer.count >= Self.maximumHeadBytes { return .tooLarge }
        }
    }

    private func send(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }

    private func drain(_ connection: Int32, atMost limit: Int, milliseconds: Int32) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        var read = 0
        var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while read < limit, poll(&entry, 1, milliseconds) > 0 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            read += count
        }
    }

    private static func systemReason() -> String { String(cString: strerror(errno)) }
}
