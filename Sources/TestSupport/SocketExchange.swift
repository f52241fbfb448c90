// TestSupport/SocketExchange: one raw HTTP exchange over a fresh TCP connection, for the server tests.
#if canImport(Glibc)
    import Glibc
#endif

/// Sends `bytes` on a fresh connection to `address`:`port` (IPv4, host byte order; loopback by default) and returns
/// everything the peer sent back until it closed the connection, or nil when the connection was refused.
public func socketExchange(_ bytes: [UInt8], port: UInt16, address: UInt32 = UInt32(INADDR_LOOPBACK)) -> String? {
    guard let fd = socketConnect(port: port, address: address) else { return nil }
    defer { close(fd) }
    var sent = 0
    while sent < bytes.count {
        let n = bytes.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
        if n <= 0 { break }
        sent += n
    }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { break }
        received += chunk[0..<n]
    }
    return String(decoding: received, as: UTF8.self)
}

/// A TCP connection to `address`:`port` (IPv4, host byte order; loopback by default), or nil when refused; the caller
/// closes it.
public func socketConnect(port: UInt16, address: UInt32 = UInt32(INADDR_LOOPBACK)) -> Int32? {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var peer = sockaddr_in()
    peer.sin_family = sa_family_t(AF_INET)
    peer.sin_port = port.bigEndian
    peer.sin_addr.s_addr = address.bigEndian
    let connected = withUnsafePointer(to: &peer) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else {
        close(fd)
        return nil
    }
    return fd
}
