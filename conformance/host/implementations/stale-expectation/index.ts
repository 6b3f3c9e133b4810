import reference from '../../../../reference/index'

/** The reference, with an expectations file that (wrongly) expects HOST-01 to fail. */
export default { ...reference, name: 'stale-expectation' }
