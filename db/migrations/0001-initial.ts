import { sql, type Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The whole domain model in one migration, written once for both dialects: only the column kinds that differ
 * (identity, binary) go through `columns(db)`. Names are snake_case; the app sees camelCase via CamelCasePlugin.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)

  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_formatted', 'text', (col) => col.notNull())
    .addColumn('is_coach', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('marketing_form_id', 'integer', (col) => col.notNull())
    .addColumn('default_market', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('markets')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('culture_code', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('content_blocks')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('title', 'text')
    .addColumn('body_html', 'text')
    .addColumn('data_json', 'text')
    .addUniqueConstraint('content_blocks_brand_key', ['brand_id', 'key'])
    .execute()

  await c
    .idTable('continents')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute()

  await c
    .idTable('countries')
    .addColumn('continent_id', 'integer', (col) => col.notNull().references('continents.id'))
    .addColumn('iso_code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('travel_types')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('tags')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('listing_pages')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('intro_html', 'text')
    .addColumn('continent_id', 'integer', (col) => col.references('continents.id'))
    .addColumn('country_id', 'integer', (col) => col.references('countries.id'))
    .addColumn('tag_id', 'integer', (col) => col.references('tags.id'))
    .addColumn('threshold_price_minor', 'integer')
    .addColumn('settings_json', 'text')
    .addColumn('meta_description', 'text')
    .addUniqueConstraint('listing_pages_brand_path', ['brand_id', 'path'])
    .execute()

  await c
    .idTable('tours')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('market_code', 'text', (col) => col.notNull().references('markets.code'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('overview_html', 'text', (col) => col.notNull())
    .addColumn('accommodation_html', 'text', (col) => col.notNull())
    .addColumn('offer_text', 'text')
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('from_price_minor', 'integer')
    .addColumn('was_price_minor', 'integer')
    .addColumn('map_url', 'text')
    .addColumn('map_name', 'text')
    .addColumn('parent_page_id', 'integer', (col) => col.references('listing_pages.id'))
    .addColumn('primary_continent_id', 'integer', (col) => col.notNull().references('continents.id'))
    .addColumn('primary_country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('scene', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addUniqueConstraint('tours_brand_market_slug', ['brand_id', 'market_code', 'slug'])
    .execute()
  await db.schema
    .createIndex('tours_listing')
    .on('tours')
    .columns(['brand_id', 'market_code', 'published', 'rank'])
    .execute()
  await db.schema.createIndex('tours_continent').on('tours').column('primary_continent_id').execute()

  await db.schema
    .createTable('tour_countries')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tour_countries_pk', ['tour_id', 'country_id'])
    .execute()
  await db.schema
    .createIndex('tour_countries_country')
    .on('tour_countries')
    .columns(['country_id', 'tour_id'])
    .execute()

  await db.schema
    .createTable('tour_travel_types')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('travel_type_id', 'integer', (col) => col.notNull().references('travel_types.id'))
    .addPrimaryKeyConstraint('tour_travel_types_pk', ['tour_id', 'travel_type_id'])
    .execute()
  await db.schema
    .createIndex('tour_travel_types_type')
    .on('tour_travel_types')
    .columns(['travel_type_id', 'tour_id'])
    .execute()

  await db.schema
    .createTable('tour_tags')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id'))
    .addPrimaryKeyConstraint('tour_tags_pk', ['tour_id', 'tag_id'])
    .execute()
  await db.schema.createIndex('tour_tags_tag').on('tour_tags').columns(['tag_id', 'tour_id']).execute()

  await c
    .idTable('tour_images')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('alt_text', 'text', (col) => col.notNull())
    .addColumn('small_url', 'text', (col) => col.notNull())
    .addColumn('medium_url', 'text', (col) => col.notNull())
    .addColumn('large_url', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('tour_images_tour').on('tour_images').columns(['tour_id', 'position']).execute()

  await c
    .idTable('itinerary_days')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('day_number', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('meals', 'text')
    .execute()
  await db.schema.createIndex('itinerary_days_tour').on('itinerary_days').columns(['tour_id', 'day_number']).execute()

  await c
    .idTable('accommodations')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('nights', 'integer', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer')
    .execute()
  await db.schema.createIndex('accommodations_tour').on('accommodations').column('tour_id').execute()

  await c
    .idTable('highlights')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('highlights_tour').on('highlights').column('tour_id').execute()

  await c
    .idTable('transport_types')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('location_type', 'text', (col) => col.notNull())
    .addColumn('location_label', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('departure_points')
    .addColumn('transport_type_id', 'integer', (col) => col.notNull().references('transport_types.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .addUniqueConstraint('departure_points_type_code', ['transport_type_id', 'code'])
    .execute()

  await db.schema
    .createTable('tour_transport_types')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('transport_type_id', 'integer', (col) => col.notNull().references('transport_types.id'))
    .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('tour_transport_types_pk', ['tour_id', 'transport_type_id'])
    .execute()

  await c
    .idTable('departures')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('transport_type_id', 'integer', (col) => col.notNull().references('transport_types.id'))
    .addColumn('departure_point_id', 'integer', (col) => col.references('departure_points.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('transport_code', 'text', (col) => col.notNull())
    .addColumn('filo', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('was_price_minor', 'integer')
    .addColumn('deposit_minor', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('seats_sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('open', 'integer', (col) => col.notNull().defaultTo(1))
    .addCheckConstraint('departures_seats', sql`seats_sold >= 0 AND seats_sold <= capacity`)
    .execute()
  await db.schema
    .createIndex('departures_tour')
    .on('departures')
    .columns(['tour_id', 'transport_type_id', 'start_date'])
    .execute()
  await db.schema.createIndex('departures_start').on('departures').columns(['start_date', 'tour_id']).execute()

  await c
    .idTable('departure_legs')
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id').onDelete('cascade'))
    .addColumn('direction', 'text', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('is_flight', 'integer', (col) => col.notNull())
    .addColumn('carrier_code', 'text')
    .addColumn('carrier_name', 'text')
    .addColumn('instance_code', 'text')
    .addColumn('departure_airport_code', 'text')
    .addColumn('departure_airport_name', 'text')
    .addColumn('arrival_airport_code', 'text')
    .addColumn('arrival_airport_name', 'text')
    .addColumn('departure_time', 'text')
    .addColumn('arrival_time', 'text')
    .addColumn('location', 'text')
    .addColumn('date', 'text')
    .execute()
  await db.schema.createIndex('departure_legs_departure').on('departure_legs').column('departure_id').execute()

  await c
    .idTable('rooms')
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('occupancy', 'integer', (col) => col.notNull())
    .addColumn('price_per_person_minor', 'integer', (col) => col.notNull())
    .addColumn('supplement_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('allocation', 'integer', (col) => col.notNull())
    .addColumn('sold', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('rooms_sold', sql`sold >= 0 AND sold <= allocation`)
    .execute()
  await db.schema.createIndex('rooms_departure').on('rooms').column('departure_id').execute()

  await c
    .idTable('excursions')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('day_number', 'integer')
    .execute()
  await db.schema.createIndex('excursions_tour').on('excursions').column('tour_id').execute()

  await c
    .idTable('addons')
    .addColumn('tour_id', 'integer', (col) => col.notNull().references('tours.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('duration_days', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('addons_tour').on('addons').column('tour_id').execute()

  await c
    .idTable('addon_departures')
    .addColumn('addon_id', 'integer', (col) => col.notNull().references('addons.id').onDelete('cascade'))
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id').onDelete('cascade'))
    .addColumn('transport_code', 'text', (col) => col.notNull())
    .addColumn('start_date', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('addon_departures_departure').on('addon_departures').column('departure_id').execute()

  await c
    .idTable('visas')
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('visas_country').on('visas').column('country_id').execute()

  await c
    .idTable('donations')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('allocation_type', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addUniqueConstraint('donations_brand_code', ['brand_id', 'code'])
    .execute()

  await c
    .idTable('card_types')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()

  await c
    .idTable('brochures')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('unique_id', 'text', (col) => col.notNull().unique())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('continent_id', 'integer', (col) => col.references('continents.id'))
    .addColumn('can_post', 'integer', (col) => col.notNull())
    .addColumn('can_download', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('brochure_files')
    .addColumn('brochure_id', 'integer', (col) => col.primaryKey().references('brochures.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content', c.binary, (col) => col.notNull())
    .addColumn('page_count', 'integer', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await c
    .idTable('customers')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('mobile_phone', 'text')
    .addColumn('home_phone', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('sex', 'text')
    .addColumn('address_lines_json', 'text')
    .addColumn('town', 'text')
    .addColumn('county', 'text')
    .addColumn('country', 'text')
    .addColumn('post_code', 'text')
    .addColumn('marketing_email', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('marketing_mail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addUniqueConstraint('customers_brand_email', ['brand_id', 'email'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_expiry').on('sessions').column('expires_at').execute()

  await c
    .idTable('password_resets')
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await c
    .idTable('quotes')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('session_id', 'text')
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id'))
    .addColumn('culture_code', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('filo', 'text', (col) => col.notNull())
    .addColumn('initial_tour_code', 'text', (col) => col.notNull())
    .addColumn('tour_code', 'text', (col) => col.notNull())
    .addColumn('departure_transport_code', 'text', (col) => col.notNull())
    .addColumn('subtotal_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('donation_id', 'integer', (col) => col.references('donations.id'))
    .addColumn('take_final_balance', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('transaction_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('quote_rooms')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('occupancy', 'integer', (col) => col.notNull())
    .addColumn('price_per_person_minor', 'integer', (col) => col.notNull())
    .addColumn('supplement_minor', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quote_rooms_quote').on('quote_rooms').column('quote_id').execute()

  await passengerColumns(
    c
      .idTable('quote_passengers')
      .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
      .addColumn('quote_room_id', 'integer', (col) => col.references('quote_rooms.id').onDelete('set null')),
  ).execute()
  await db.schema.createIndex('quote_passengers_quote').on('quote_passengers').column('quote_id').execute()

  await db.schema
    .createTable('quote_excursions')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('excursion_id', 'integer', (col) => col.notNull().references('excursions.id'))
    .addColumn('passenger_id', 'integer', (col) => col.notNull().references('quote_passengers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('quote_excursions_pk', ['quote_id', 'excursion_id', 'passenger_id'])
    .execute()

  await db.schema
    .createTable('quote_visas')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('passenger_id', 'integer', (col) => col.notNull().references('quote_passengers.id').onDelete('cascade'))
    .addColumn('visa_id', 'integer', (col) => col.notNull().references('visas.id'))
    .addPrimaryKeyConstraint('quote_visas_pk', ['quote_id', 'passenger_id', 'visa_id'])
    .execute()

  await c
    .idTable('quote_donations')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('donation_id', 'integer', (col) => col.notNull().references('donations.id'))
    .addColumn('passenger_id', 'integer', (col) => col.references('quote_passengers.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quote_donations_quote').on('quote_donations').column('quote_id').execute()

  await db.schema
    .createTable('quote_addons')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('addon_departure_id', 'integer', (col) => col.notNull().references('addon_departures.id'))
    .addPrimaryKeyConstraint('quote_addons_pk', ['quote_id', 'addon_departure_id'])
    .execute()

  await c
    .idTable('bookings')
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('quote_id', 'integer', (col) => col.notNull().unique().references('quotes.id'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id'))
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id'))
    .addColumn('tour_code', 'text', (col) => col.notNull())
    .addColumn('tour_name', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('culture_code', 'text', (col) => col.notNull())
    .addColumn('total_minor', 'integer', (col) => col.notNull())
    .addColumn('amount_paid_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deposit_minor', 'integer', (col) => col.notNull())
    .addColumn('balance_due_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('bookings_customer').on('bookings').column('customer_id').execute()

  await c
    .idTable('booking_rooms')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('occupancy', 'integer', (col) => col.notNull())
    .addColumn('price_per_person_minor', 'integer', (col) => col.notNull())
    .addColumn('supplement_minor', 'integer', (col) => col.notNull())
    .execute()

  await passengerColumns(
    c
      .idTable('booking_passengers')
      .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('booking_room_id', 'integer', (col) => col.references('booking_rooms.id').onDelete('set null')),
  ).execute()
  await db.schema.createIndex('booking_passengers_booking').on('booking_passengers').column('booking_id').execute()

  await c
    .idTable('emergency_contacts')
    .addColumn('booking_passenger_id', 'integer', (col) =>
      col.notNull().references('booking_passengers.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('phone_number2', 'text')
    .addColumn('relationship', 'text')
    .addColumn('address_json', 'text')
    .execute()

  await db.schema
    .createTable('booking_excursions')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('excursion_id', 'integer', (col) => col.notNull().references('excursions.id'))
    .addColumn('passenger_id', 'integer', (col) =>
      col.notNull().references('booking_passengers.id').onDelete('cascade'),
    )
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('booking_excursions_pk', ['booking_id', 'excursion_id', 'passenger_id'])
    .execute()

  await db.schema
    .createTable('booking_visas')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('passenger_id', 'integer', (col) =>
      col.notNull().references('booking_passengers.id').onDelete('cascade'),
    )
    .addColumn('visa_id', 'integer', (col) => col.notNull().references('visas.id'))
    .addColumn('price_minor', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('booking_visas_pk', ['booking_id', 'passenger_id', 'visa_id'])
    .execute()

  await c
    .idTable('booking_donations')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('donation_id', 'integer', (col) => col.notNull().references('donations.id'))
    .addColumn('passenger_id', 'integer', (col) => col.references('booking_passengers.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('payment_transactions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('quote_id', 'integer', (col) => col.references('quotes.id'))
    .addColumn('booking_id', 'integer', (col) => col.references('bookings.id'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('card_type_id', 'integer', (col) => col.references('card_types.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('message', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await c
    .idTable('payments')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (col) => col.notNull().unique().references('payment_transactions.id'))
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('card_type_id', 'integer', (col) => col.references('card_types.id'))
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await c
    .idTable('brochure_requests')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('address_lines_json', 'text', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('county', 'text')
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('post_code', 'text', (col) => col.notNull())
    .addColumn('address_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('marketing_email', 'integer', (col) => col.notNull())
    .addColumn('marketing_mail', 'integer', (col) => col.notNull())
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('date_ordered', 'text', (col) => col.notNull())
    .addColumn('exported_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('brochure_requests_export').on('brochure_requests').column('exported_at').execute()

  await db.schema
    .createTable('brochure_request_items')
    .addColumn('request_id', 'integer', (col) => col.notNull().references('brochure_requests.id').onDelete('cascade'))
    .addColumn('brochure_id', 'integer', (col) => col.notNull().references('brochures.id'))
    .addPrimaryKeyConstraint('brochure_request_items_pk', ['request_id', 'brochure_id'])
    .execute()

  await c
    .idTable('marketing_leads')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('form_id', 'integer', (col) => col.notNull())
    .addColumn('brochure_id', 'integer', (col) => col.references('brochures.id'))
    .addColumn('country', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('referral', 'text')
    .addColumn('inquiry_subcategory', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await c
    .idTable('email_outbox')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
function passengerColumns<T extends { addColumn: any }>(table: T): T {
  const columnsOfPassenger: Array<[string, 'text' | 'integer', 'required' | 'optional' | 'flag']> = [
    ['position', 'integer', 'required'],
    ['is_lead', 'integer', 'flag'],
    ['title', 'text', 'optional'],
    ['first_name', 'text', 'required'],
    ['last_name', 'text', 'required'],
    ['other_names', 'text', 'optional'],
    ['email', 'text', 'optional'],
    ['mobile_phone', 'text', 'optional'],
    ['home_phone', 'text', 'optional'],
    ['date_of_birth', 'text', 'optional'],
    ['sex', 'text', 'optional'],
    ['address_lines_json', 'text', 'optional'],
    ['town', 'text', 'optional'],
    ['county', 'text', 'optional'],
    ['country', 'text', 'optional'],
    ['post_code', 'text', 'optional'],
    ['address_verified', 'integer', 'flag'],
    ['mobility_limitations', 'integer', 'flag'],
    ['mobility_details', 'text', 'optional'],
    ['dietary_requests', 'integer', 'flag'],
    ['dietary_requirements', 'text', 'optional'],
    ['terms_and_conditions', 'integer', 'flag'],
    ['marketing_mail', 'integer', 'flag'],
    ['marketing_email', 'integer', 'flag'],
    ['donated', 'integer', 'flag'],
  ]
  let t = table
  for (const [name, type, kind] of columnsOfPassenger) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column builder callback
    t = t.addColumn(name, type, (col: any) =>
      kind === 'required' ? col.notNull() : kind === 'flag' ? col.notNull().defaultTo(0) : col,
    )
  }
  return t
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'rate_limits',
    'email_outbox',
    'marketing_leads',
    'brochure_request_items',
    'brochure_requests',
    'payments',
    'payment_transactions',
    'booking_donations',
    'booking_visas',
    'booking_excursions',
    'emergency_contacts',
    'booking_passengers',
    'booking_rooms',
    'bookings',
    'quote_addons',
    'quote_donations',
    'quote_visas',
    'quote_excursions',
    'quote_passengers',
    'quote_rooms',
    'quotes',
    'password_resets',
    'sessions',
    'customers',
    'brochure_files',
    'brochures',
    'card_types',
    'donations',
    'visas',
    'addon_departures',
    'addons',
    'excursions',
    'rooms',
    'departure_legs',
    'departures',
    'tour_transport_types',
    'departure_points',
    'transport_types',
    'highlights',
    'accommodations',
    'itinerary_days',
    'tour_images',
    'tour_tags',
    'tour_travel_types',
    'tour_countries',
    'tours',
    'listing_pages',
    'tags',
    'travel_types',
    'countries',
    'continents',
    'content_blocks',
    'markets',
    'brands',
  ]
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute()
}
