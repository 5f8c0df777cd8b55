import HostModels

#if canImport(Glibc)
import Glibc

/// The real `CFStringGetRangeOfCharacterClusterAtIndex`, looked up at run time in the Swift
/// toolchain's `libFoundation.so` (swift-corelibs-foundation's CoreFoundation), so the package has
/// no link-time dependency on it. Nil where the library or a symbol is missing.
struct CoreFoundationOracle {
    // CFRange is { CFIndex location; CFIndex length; }: two C longs, the same layout and
    // return convention as ldiv_t, which Swift can name in a C function type.
    private typealias CreateWithCharacters = @convention(c) (UnsafeRawPointer?, UnsafePointer<UInt16>?, Int) -> UnsafeRawPointer?
    private typealias ClusterAtIndex = @convention(c) (UnsafeRawPointer?, Int, Int) -> ldiv_t
    private typealias Release = @convention(c) (UnsafeRawPointer?) -> Void

    private let create: CreateWithCharacters
    private let cluster: ClusterAtIndex
    private let release: Release

    /// The oracle, or nil with the reason it could not be loaded (for the skip message).
    static let loaded: (oracle: CoreFoundationOracle?, unavailableReason: String?) = {
        let library = "libFoundation.so"
        guard let handle = dlopen(library, RTLD_NOW | RTLD_NOLOAD) ?? dlopen(library, RTLD_NOW) else {
            return (nil, "\(library) cannot be opened: \(String(cString: dlerror()))")
        }
        let names = ["CFStringCreateWithCharacters", "CFStringGetRangeOfCharacterClusterAtIndex", "CFRelease"]
        let symbols = names.map { dlsym(handle, $0) }
        if let missing = zip(names, symbols).first(where: { $0.1 == nil }) {
            return (nil, "\(library) does not export \(missing.0)")
        }
        let oracle = CoreFoundationOracle(
            create: unsafeBitCast(symbols[0]!, to: CreateWithCharacters.self),
            cluster: unsafeBitCast(symbols[1]!, to: ClusterAtIndex.self),
            release: unsafeBitCast(symbols[2]!, to: Release.self))
        return (oracle, nil)
    }()

    /// A CFString holding `units`, passed to `body`, then released.
    func withString<R>(_ units: [UInt16], _ body: (CFText) -> R) -> R {
        let string = units.withUnsafeBufferPointer { create(nil, $0.baseAddress, units.count) }
        defer { release(string) }
        return body(CFText(oracle: self, string: string))
    }

    /// A CFString being queried.
    struct CFText {
        let oracle: CoreFoundationOracle
        let string: UnsafeRawPointer?

        /// `CFStringGetRangeOfCharacterClusterAtIndex(string, index, kind)`.
        func range(at index: Int, _ kind: CFClusterKind) -> Range<Int> {
            let r = oracle.cluster(string, index, kind.rawValue)
            return r.quot..<(r.quot + r.rem)
        }
    }
}
#else
/// CoreFoundation is not looked up on this platform (on Apple platforms the test would call
/// CoreFoundation directly; that is not written).
struct CoreFoundationOracle {
    static let loaded: (oracle: CoreFoundationOracle?, unavailableReason: String?) =
        (nil, "the run-time CoreFoundation lookup is written for Linux (Glibc) only")
    func withString<R>(_ units: [UInt16], _ body: (CFText) -> R) -> R { fatalError("unavailable") }
    struct CFText {
        func range(at index: Int, _ kind: CFClusterKind) -> Range<Int> { fatalError("unavailable") }
    }
}
#endif
