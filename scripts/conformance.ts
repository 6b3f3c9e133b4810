/** `npm run conformance [-- --impl MODULE --family DS]`: the bin, run from the source tree. */
import '../conformance/kit/cli'
