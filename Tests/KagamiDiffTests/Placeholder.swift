// Tests for KagamiDiff.
