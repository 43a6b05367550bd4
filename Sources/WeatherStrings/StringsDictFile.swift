/// The readable entries of one `.stringsdict` file and the problems of the others.
@_spi(Fuzzing) public struct StringsDictFile: Sendable, Hashable {
    /// The path shown to people, as given to the reader.
    package var file: String
    /// The valid entries, sorted by key.
    public var entries: [PluralEntry]
    /// One error for each key that could not be read; those keys are left out of `entries`.
    package var invalidEntries: [StringsDictError]
}
