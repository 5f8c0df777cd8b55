extension Duration {
    /// The duration in seconds, as the bench's JSON writes it.
    package var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
