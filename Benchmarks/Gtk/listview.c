/* The GTK 4 peer of the TableFling benchmark (issue 13): a GtkListView of two-label rows
 * (the second label wraps on every fourth row, as in TableFling) scrolled by 4000/120
 * points per frame. Each frame's cost is measured from the tick callback that scrolls
 * (the frame clock's update phase) to the frame clock's after-paint signal: scroll, row
 * recycling, measuring, allocation and painting with GSK_RENDERER=cairo.
 *   listview ROWS WIDTH HEIGHT        (scale: GDK_SCALE=2 in the environment)
 * Prints one line: median and p99 per frame in ms. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define WARMUP 60
#define FRAMES 600

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static guint row_count;
static int frame_index;
static double tick_start;
static double samples[FRAMES];
static GtkAdjustment *vadjustment;
static GtkWidget *window;
static int width, height;

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2);
    GtkWidget *title = gtk_label_new(NULL);
    GtkWidget *detail = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(title), 0);
    gtk_label_set_xalign(GTK_LABEL(detail), 0);
    gtk_label_set_wrap(GTK_LABEL(detail), TRUE);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);
    gtk_widget_set_margin_top(box, 11);
    gtk_widget_set_margin_bottom(box, 11);
    gtk_box_append(GTK_BOX(box), title);
    gtk_box_append(GTK_BOX(box), detail);
    gtk_list_item_set_child(item, box);
}

static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    guint row = gtk_list_item_get_position(item);
    GtkWidget *box = gtk_list_item_get_child(item);
    GtkWidget *title = gtk_widget_get_first_child(box);
    GtkWidget *detail = gtk_widget_get_next_sibling(title);
    char text[160];
    snprintf(text, sizeof text, "Row %u", row);
    gtk_label_set_text(GTK_LABEL(title), text);
    if (row % 4 == 0)
        snprintf(text, sizeof text, "Second label of row %u, long enough to wrap onto a second line in a phone-sized table", row);
    else
        snprintf(text, sizeof text, "Detail %u", row);
    gtk_label_set_text(GTK_LABEL(detail), text);
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (tick_start == 0) return;
    double cost = now_ms() - tick_start;
    tick_start = 0;
    if (frame_index >= WARMUP && frame_index - WARMUP < FRAMES) samples[frame_index - WARMUP] = cost;
    frame_index++;
    if (frame_index == WARMUP + FRAMES) {
        qsort(samples, FRAMES, sizeof samples[0], compare);
        const char *scale = getenv("GDK_SCALE");
        printf("GTK 4 GtkListView fling,          %7u rows, %dx%d @%sx: median %.3f ms, p99 %.3f ms per frame\n",
               row_count, width, height, scale ? scale : "1", samples[FRAMES / 2], samples[FRAMES * 99 / 100]);
        fflush(stdout);
        exit(0);
    }
}

static gboolean tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    if (vadjustment == NULL) return G_SOURCE_CONTINUE;
    static gboolean connected;
    if (!connected) {
        g_signal_connect(clock, "after-paint", G_CALLBACK(after_paint), NULL);
        connected = TRUE;
    }
    tick_start = now_ms();
    gtk_adjustment_set_value(vadjustment, gtk_adjustment_get_value(vadjustment) + 4000.0 / 120.0);
    return G_SOURCE_CONTINUE;
}

static void activate(GtkApplication *app, gpointer data) {
    GtkStringList *model = gtk_string_list_new(NULL);
    /* The items carry no text: rows are bound from their position, as TableFling's data
     * source does. */
    const char **blank = g_new(const char *, row_count + 1);
    for (guint i = 0; i < row_count; i++) blank[i] = "";
    blank[row_count] = NULL;
    gtk_string_list_splice(model, 0, 0, blank);
    g_free(blank);
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(model))), factory);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    vadjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    window = gtk_application_window_new(app);
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_widget_add_tick_callback(scroller, tick, NULL, NULL);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    row_count = argc > 1 ? (guint)strtoul(argv[1], NULL, 10) : 1000000;
    width = argc > 2 ? atoi(argv[2]) : 390;
    height = argc > 3 ? atoi(argv[3]) : 844;
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *args[] = { argv[0], NULL };
    return g_application_run(G_APPLICATION(app), 1, args);
}
