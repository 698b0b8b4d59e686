import ScreenNavigation
import Testing
@testable import Swiftfin
