import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP port on 127.0.0.1 for a test's own server (chromedriver, WebKitWebDriver): one the kernel
/// has just handed out and released, so parallel runs do not collide; free unless another program
/// takes it in the moment between.
package enum LoopbackPort {
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String
    }

    package static func free() throws(Unavailable) -> Int {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Unavailable(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Unavailable(description: "bind() on 127.0.0.1 failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
