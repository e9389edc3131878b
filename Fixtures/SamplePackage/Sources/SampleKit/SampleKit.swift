/// What SampleKit offers on every platform; the UIKit screens are in `ProfileScreen.swift`.
public enum SampleKit {
  public static let name = "SampleKit"
}
