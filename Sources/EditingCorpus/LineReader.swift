#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read: the system's message for `errno`.
struct FileReadFailure: Error {
    var message: String
    init(errno code: Int32) { message = String(cString: strerror(code)) }
}

/// One line of a file, without its line feed (and without a carriage return before it).
struct RawLine {
    /// 1-based line number.
    var number: Int
    /// 0-based byte offset of the line's first byte in the file.
    var offset: UInt64
    /// The bytes; valid only during the callback that receives them.
    var bytes: UnsafeBufferPointer<UInt8>
}

/// Reads a file in fixed-size chunks and hands out one line at a time, so memory stays bounded by
/// the longest line whatever the file's size. Lines end at LF; a CR just before the LF is dropped.
/// Every byte read is also fed to a SHA-256 of the whole file.
final class LineReader {
    static let chunkSize = 1 << 16

    private let fd: Int32
    private var buffer: [UInt8]
    /// The unread bytes of `buffer` are `buffer[start..<end]`.
    private var start = 0
    private var end = 0
    /// File offset of `buffer[0]`.
    private var bufferOffset: UInt64 = 0
    private var atEnd = false
    private var lineNumber = 0
    /// A line that spans chunks, gathered here.
    private var carried: [UInt8] = []
    private(set) var hasher = SHA256()

    init(path: String) throws(FileReadFailure) {
        fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw FileReadFailure(errno: errno) }
        buffer = [UInt8](repeating: 0, count: LineReader.chunkSize)
    }

    deinit { close(fd) }

    /// Reads the next line and passes it to `body`; returns what `body` returns, or nil at the end.
    func nextLine<Result>(_ body: (RawLine) -> Result) throws(FileReadFailure) -> Result? {
        carried.removeAll(keepingCapacity: true)
        var carriedOffset: UInt64 = 0
        while true {
            if start < end {
                let newline = buffer[start..<end].firstIndex(of: 0x0A)
                let lineEnd = newline ?? end
                if carried.isEmpty, newline != nil {
                    let offset = bufferOffset + UInt64(start)
                    let lineStart = start
                    start = lineEnd + 1
                    return buffer.withUnsafeBufferPointer { all in
                        emit(UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd]), offset: offset, body)
                    }
                }
                if carried.isEmpty { carriedOffset = bufferOffset + UInt64(start) }
                carried.append(contentsOf: buffer[start..<lineEnd])
                start = newline.map { $0 + 1 } ?? end
                if newline != nil {
                    return carried.withUnsafeBufferPointer { emit($0, offset: carriedOffset, body) }
                }
            }
            if atEnd {
                guard !carried.isEmpty else { return nil }
                let line = carried
                carried.removeAll()
                return line.withUnsafeBufferPointer { emit($0, offset: carriedOffset, body) }
            }
            try refill()
        }
    }

    private func emit<Result>(_ bytes: UnsafeBufferPointer<UInt8>, offset: UInt64, _ body: (RawLine) -> Result) -> Result {
        lineNumber += 1
        var count = bytes.count
        if count > 0, bytes[count - 1] == 0x0D { count -= 1 }
        return body(RawLine(number: lineNumber, offset: offset, bytes: UnsafeBufferPointer(rebasing: bytes[0..<count])))
    }

    private func refill() throws(FileReadFailure) {
        bufferOffset += UInt64(end)
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in systemRead(fd, raw.baseAddress, raw.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadFailure(errno: errno)
            }
            if count == 0 {
                atEnd = true
            } else {
                end = count
                buffer.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            }
            return
        }
    }

    /// Up to `maxCount` bytes at `offset` of the file at `path`, or nil if it cannot be read.
    static func bytes(path: String, offset: UInt64, maxCount: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: maxCount)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, maxCount, off_t(offset)) }
        guard count >= 0 else { return nil }
        return Array(buffer.prefix(count))
    }
}

/// The C library's `read`.
@inline(__always) private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
