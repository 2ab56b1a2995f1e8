public enum HaptuiVersion { public static let string = "0.1.0" }
