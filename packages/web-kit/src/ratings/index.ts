export { StarRating, type StarRatingProps } from './StarRating';
export { NO_RATINGS_YET, ratingLabel, ratingShortWords } from './rating-words';
