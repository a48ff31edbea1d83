/*
 * The rooms and their travellers (checkout §4, §5): adding, typing and removing rooms, names, donations opt-out, and
 * how a rooms response's passengers are grouped back into rooms on the server. Pure.
 */
export {
  addRoom,
  donatingTravellers,
  emptyRoom,
  type LoggedInPassenger,
  maxPassengersFor,
  NAME_STORAGE_PREFIX,
  nameStorageKey,
  prefillLoggedInPassenger,
  removeRoom,
  restoreNames,
  type RoomDraft,
  roomOptions,
  roomsResponsePassengers,
  selectRoomType,
  setTravellerName,
  storedName,
  toggleNonDonating,
  totalTravellers,
} from './checkout-rooms'
export { groupPassengersIntoRooms, type RoomTypeInfo } from './room-grouping'
