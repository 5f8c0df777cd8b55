import CICUBridge
import EditingSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The versions behind every figure this package reports. One process can see three Unicode
/// versions: the system ICU's, the Swift standard library's, and Foundation's bundled ICU's.
package enum Versions {
    /// The system ICU that the C bridge links, e.g. "72.1".
    package static let icu: String = {
        var buffer = [CChar](repeating: 0, count: 20)
        es_icu_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// The Unicode version of the system ICU's data, e.g. "15.0".
    package static let icuUnicode: String = {
        var buffer = [CChar](repeating: 0, count: 20)
        es_unicode_version(&buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()

    /// The Swift compiler that built this package, to the precision the compiler conditions allow.
    package static let swift: String = {
        #if compiler(>=6.5)
        return "6.5 or later"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3.1)
        return "6.3.1"
        #elseif compiler(>=6.3)
        return "6.3"
        #elseif compiler(>=6.2)
        return "6.2"
        #elseif compiler(>=6.1)
        return "6.1"
        #else
        return "6.0"
        #endif
    }()

    /// The Unicode version of the standard library's own data, inferred as the newest Unicode
    /// `Age` among its scalars (the standard library does not state its version directly). Planes
    /// 4 to 13 hold no assigned character and planes 15 and 16 only private use, so the search
    /// covers planes 0 to 3 and 14.
    package static let stdlibUnicode: String = {
        // In blocks scanned in parallel: the report asks for it first, before anything else runs.
        let blocks = stride(from: UInt32(0), to: 0x40000, by: 0x8000).map { $0..<($0 + 0x8000) } + [0xE0000..<0xF0000]
        let newest = blocks.concurrentMap { block -> (major: Int, minor: Int) in
            var newest = (major: 0, minor: 0)
            for value in block {
                guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age else { continue }
                if (age.major, age.minor) > newest { newest = (age.major, age.minor) }
            }
            return newest
        }.max { $0 < $1 }!
        return "\(newest.major).\(newest.minor)"
    }()

    /// The ICU bundled with Foundation (`lib_FoundationICU`), if loaded in this process, looked up
    /// at run time through its prefixed `swift_u_getVersion`; nil when absent.
    package static let foundationICU: String? = {
        #if canImport(Glibc)
        guard let handle = dlopen("lib_FoundationICU.so", RTLD_NOW | RTLD_NOLOAD) ?? dlopen("lib_FoundationICU.so", RTLD_NOW),
              let symbol = dlsym(handle, "swift_u_getVersion")
        else { return nil }
        typealias GetVersion = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
        var version = [UInt8](repeating: 0, count: 4)
        unsafeBitCast(symbol, to: GetVersion.self)(&version)
        return version[2] == 0 ? "\(version[0]).\(version[1])" : "\(version[0]).\(version[1]).\(version[2])"
        #else
        return nil
        #endif
    }()
}
