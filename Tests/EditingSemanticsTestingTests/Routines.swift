import KeyboardSimulation

/// Editing code as many keyboards write it, to check the harness against: the last word's Swift
/// `Character`s counted, one `deleteBackward()` each.
func characterCountWordDelete(_ proxy: SimulatedDocument) {
    guard let before = proxy.documentContextBeforeInput else { return proxy.deleteBackward() }
    var word = Substring(before)
    while word.last == " " { word = word.dropLast() }
    let start = word.lastIndex(of: " ").map(word.index(after:)) ?? word.startIndex
    for _ in 0..<before[start...].count { proxy.deleteBackward() }
}

/// One `deleteBackward()`, whatever the context.
func singleDelete(_ proxy: SimulatedDocument) { proxy.deleteBackward() }
