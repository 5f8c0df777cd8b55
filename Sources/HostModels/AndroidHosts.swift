import EditingSemantics

/// Android: the framework's BaseKeyListener and the AOSP LatinIME soft keyboard.
enum AndroidHosts {
    static let all: [HostModel] = []
}
