/// The ids seen so far across the corpus, kept small enough for a corpus of millions of lines.
///
/// It holds a 64-bit hash of each id with where the id was written, not the id itself. When a hash
/// comes again, the earlier id is read back from its file (one `pread`) and compared, so a hash
/// collision never produces a false duplicate. Memory: about 32 bytes per id.
struct CaseIDIndex {
    /// Where an id was first written.
    struct Entry {
        /// Index into ``files``.
        var file: Int32
        var line: Int32
        /// Byte offset of the id's first byte in its file.
        var offset: UInt64
    }

    /// Absolute-or-given paths of the files entries point into, and their relative paths.
    private(set) var files: [(path: String, relativePath: String)] = []
    private var byHash: [UInt64: Entry] = [:]
    /// Ids whose hash collided with a different id's; rare.
    private var overflow: [String: Entry] = [:]

    /// Longest id that ``register`` accepts, in bytes (ids are ASCII).
    static let maxIDLength = 100

    mutating func addFile(path: String, relativePath: String) -> Int32 {
        files.append((path, relativePath))
        return Int32(files.count - 1)
    }

    /// Records `id`; returns where it was first written if it was seen before.
    /// Precondition: `id` is at most ``maxIDLength`` bytes of ASCII without tabs.
    mutating func register(_ id: String, file: Int32, line: Int, offset: UInt64) -> (relativePath: String, line: Int)? {
        let entry = Entry(file: file, line: Int32(clamping: line), offset: offset)
        let hash = fnv1a64(id.utf8)
        guard let earlier = byHash[hash] else {
            byHash[hash] = entry
            return nil
        }
        if storedID(at: earlier) == id { return (files[Int(earlier.file)].relativePath, Int(earlier.line)) }
        if let other = overflow[id] { return (files[Int(other.file)].relativePath, Int(other.line)) }
        overflow[id] = entry
        return nil
    }

    /// The id written at `entry`, read back from its file.
    private func storedID(at entry: Entry) -> String? {
        guard let bytes = LineReader.bytes(path: files[Int(entry.file)].path, offset: entry.offset,
                                           maxCount: CaseIDIndex.maxIDLength + 1) else { return nil }
        return String(decoding: bytes.prefix { $0 != 0x09 }, as: UTF8.self)
    }
}

/// FNV-1a, 64-bit: a fixed, seedless hash, so runs are reproducible.
private func fnv1a64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}
