/// The v12 schema: on PostgreSQL every text column without a collation of its own compares bytewise (collation
/// "C"), as SQLite's BINARY does, whatever collation the database was created with, so any UTF8 database will do.
/// SQLite is unchanged.
enum TextCollationSchema {
    static let v12 = "SELECT 1;"

    /// Triggers that name a column (in WHEN, or UPDATE OF) hold its type fast, so every trigger is dropped and made again
    /// around the change.
    static let postgresV12 = [
        """
        DO $$
        DECLARE
            text_column record;
            trigger_definitions text[];
            definition text;
        BEGIN
            SELECT coalesce(array_agg(pg_get_triggerdef(t.oid)), '{}') INTO trigger_definitions
            FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace;
            FOR text_column IN
                SELECT t.tgname, c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace
            LOOP
                EXECUTE format('DROP TRIGGER %I ON %I', text_column.tgname, text_column.relname);
            END LOOP;
            FOR text_column IN
                SELECT c.table_name, c.column_name FROM information_schema.columns c
                JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
                WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.data_type = 'text'
                    AND c.collation_name IS NULL
            LOOP
                EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE text COLLATE "C"', text_column.table_name,
                    text_column.column_name);
            END LOOP;
            FOREACH definition IN ARRAY trigger_definitions LOOP
                EXECUTE definition;
            END LOOP;
        END
        $$
        """,
    ]
}
