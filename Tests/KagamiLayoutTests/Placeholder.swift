// Tests for KagamiLayout.
