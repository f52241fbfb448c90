// LoopbackHTTP/RequestHead: the request line and headers of one request, checked: GET, an origin-form target,
// HTTP/1.x, well-formed header lines.

/// Reads a request head (the bytes up to and including the blank line).
enum RequestHead {
    /// Why a head is refused: the status and one line.
    struct Refusal: Error, Hashable {
        var status: Int
        var reason: String
    }

    /// The index just past the first `\r\n\r\n` at or after `start`, or nil.
    static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 3 < bytes.count {
            if bytes[i] == 13, bytes[i + 1] == 10, bytes[i + 2] == 13, bytes[i + 3] == 10 { return i + 4 }
            i += 1
        }
        return nil
    }

    /// The request in `head`: 400 for a head that is not UTF-8, a request line that is not `METHOD TARGET
    /// HTTP/1.x`, a target that is not origin-form or badly percent-encoded, or a header line without a colon; 405
    /// for a method other than GET.
    static func parse(_ head: [UInt8]) -> Result<HTTPRequest, Refusal> {
        guard let text = String(validating: head, as: UTF8.self) else {
            return .failure(Refusal(status: 400, reason: "the request head is not UTF-8"))
        }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
        while lines.last == "" { lines.removeLast() }
        guard let requestLine = lines.first else {
            return .failure(Refusal(status: 400, reason: "no request line"))
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), !parts[0].isEmpty else {
            return .failure(Refusal(status: 400, reason: "the request line is not 'METHOD TARGET HTTP/1.x'"))
        }
        guard parts[0] == "GET" else {
            return .failure(Refusal(status: 405, reason: "only GET is served, not \(parts[0])"))
        }
        for line in lines.dropFirst() where !line.contains(":") {
            return .failure(Refusal(status: 400, reason: "a header line has no colon"))
        }
        guard let request = HTTPRequest(target: String(parts[1])) else {
            return .failure(Refusal(status: 400, reason: "the target is not a path with a well-encoded query"))
        }
        return .success(request)
    }
}
