"""The Infinity Saga card tests."""
