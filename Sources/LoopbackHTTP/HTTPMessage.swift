// LoopbackHTTP/HTTPMessage: one HTTP/1.1 GET request as read (target, path, query) and the response written back.

/// A GET request as the server read it: the target split into its path and its query fields, percent-decoded.
public struct HTTPRequest: Sendable, Hashable {
    /// The request target as sent (`/simulate?velocity=1.5`).
    public var target: String
    /// The path, percent-decoded (`/simulate`).
    public var path: String
    /// The query's `name=value` fields in order, percent-decoded (`+` is a space); a field without `=` has an empty
    /// value.
    public var query: [(name: String, value: String)]

    /// The values of every query field named `name`, in order.
    public func values(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// Reads `target` (origin form: starts with `/`); `nil` when it is not one, its percent-encoding is broken or a
    /// decoded part holds a NUL.
    public init?(target: String) {
        guard target.hasPrefix("/") else { return nil }
        self.target = target
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = Self.percentDecoded(parts[0], plusIsSpace: false) else { return nil }
        self.path = path
        var query: [(name: String, value: String)] = []
        if parts.count == 2 {
            for field in parts[1].split(separator: "&") {
                let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.percentDecoded(pair[0], plusIsSpace: true),
                    let value = pair.count == 2 ? Self.percentDecoded(pair[1], plusIsSpace: true) : ""
                else { return nil }
                query.append((name, value))
            }
        }
        self.query = query
    }

    public static func == (a: HTTPRequest, b: HTTPRequest) -> Bool { a.target == b.target }
    public func hash(into hasher: inout Hasher) { hasher.combine(target) }

    /// `text` with each `%XX` replaced by its byte (and `+` by a space when `plusIsSpace`), read as UTF-8; `nil` for
    /// a `%` not followed by two hex digits, bytes that are not UTF-8, or a NUL (`%00`): no command-line word can
    /// hold one, and a number reader that stops at it would read `1%00junk` as 1.
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var scan = text.utf8[...]
        while let byte = scan.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard let high = scan.popFirst().flatMap(hexValue), let low = scan.popFirst().flatMap(hexValue) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            } else if byte == UInt8(ascii: "+") && plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// A response: a status, a media type and a body, sent with its `Content-Length` and `Connection: close`.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code (200, 400, 404, …).
    public var status: Int
    /// The `Content-Type` (`text/html; charset=utf-8`).
    public var contentType: String
    /// The body, bytes.
    public var body: [UInt8]

    /// A response with `body`.
    public init(status: Int, contentType: String, body: [UInt8]) {
        (self.status, self.contentType, self.body) = (status, contentType, body)
    }

    /// A UTF-8 text response.
    public init(status: Int, contentType: String, text: String) {
        self.init(status: status, contentType: contentType, body: Array(text.utf8))
    }

    /// A plain-text response of one line (`reason` and a newline): what errors are answered with.
    public static func plain(_ status: Int, _ reason: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", text: reason + "\n")
    }

    /// The reason phrase of the statuses the server sends.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }

    /// The bytes on the wire: status line, headers, blank line, body.
    var wireBytes: [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reasonPhrase(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        if status == 405 { head += "Allow: GET\r\n" }
        head += "Connection: close\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n\r\n"
        return Array(head.utf8) + body
    }
}
