// The rounding of request positions lives in shared (the departure sweep keys its places by it).
export { roundedCoordinate } from '../../../../shared/forecast/request-position';
