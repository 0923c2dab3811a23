// A saved voyage at one revision: what a forecast, a sweep, a quick outlook or a climate
// outlook is made for (the backend reads the voyage as it was saved then).
export interface VoyageRef {
  readonly voyageId: string;
  readonly revision: number;
}
