import HapAudition
import Testing

/// `adb devices -l` read into phones and their states.
@Suite struct AdbDeviceTests {
  @Test func readyUnauthorizedAndOfflinePhones() {
    let text = """
      * daemon not running; starting now at tcp:5037
      List of devices attached
      R58M123ABC             device usb:1-1 product:husky model:Pixel_8_Pro device:husky transport_id:2
      0123456789ABCDEF       unauthorized usb:1-2 transport_id:3
      emulator-5554          offline transport_id:4
      FA7AB0301234           no permissions (user in plugdev group; are your udev rules wrong?); see [http://developer.android.com/tools/device.html] usb:1-3 transport_id:5

      """
    let devices = AdbDevice.list(text)
    #expect(
      devices.map(\.serial) == ["R58M123ABC", "0123456789ABCDEF", "emulator-5554", "FA7AB0301234"])
    #expect(devices[0].isReady && devices[0].model == "Pixel 8 Pro" && devices[0].problem == nil)
    #expect(devices[1].problem?.contains("Allow USB debugging") == true)
    #expect(devices[2].problem?.contains("adb reconnect") == true)
    #expect(devices[3].state.hasPrefix("no permissions"))
    #expect(devices[3].problem?.contains("udev") == true)
  }
}
