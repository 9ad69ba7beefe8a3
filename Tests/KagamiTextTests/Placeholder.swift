// Tests for KagamiText.
