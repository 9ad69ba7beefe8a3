// Tests for KagamiRaster.
