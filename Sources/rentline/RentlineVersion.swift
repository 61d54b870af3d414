/// The version `rentline --version` and `rentline admin --version` print.
enum RentlineVersion {
    static let number = "0.1.0"
}
